/** The interface labels of published sites, per language; English is the fallback. */
const EN = {
  skipToContent: "Skip to content",
  mainNavigation: "Main navigation",
  menu: "Menu",
  closeMenu: "Close menu",
  language: "Language",
  home: "Home",
  backToTop: "Back to top",
  scrollDown: "Scroll down",
  disclaimer: "This website was made with Ilha and is not operated by Ilha.",
  report: "Report",
  reportAria: "Report this website",
  socialLinks: "Social media",
  sending: "Sending…",
  sent: "Sent",
  notSent: "Not sent. Please try again.",
  nameLabel: "Name",
  emailLabel: "E-mail",
  messageLabel: "Message",
  send: "Send",
  mostPopular: "Most popular",
  map: "Map",
  openMap: "Open map",
  gallery: "Gallery",
  notFoundTitle: "Page not found",
  notFoundText: "The page you are looking for does not exist or has moved.",
  backHome: "Back to the home page",
  // Messenger chat widget; {messenger} is the messenger's name, e.g. WhatsApp.
  chat: "Chat",
  chatLauncher: "{messenger} chat",
  chatTooltip: "Chat with us on {messenger}",
  closeChat: "Close chat",
  // Cookie consent and the consent-gated map.
  cookieConsent: "Cookie consent",
  cookieSettingsClose: "Close cookie settings",
  cookieAlwaysOn: "Always on",
  mapLoad: "Load map",
  mapThirdPartyNote:
    "The map is provided by Google Maps, a third-party service that may set its own cookies.",
};

export type Labels = typeof EN;

const PT: Labels = {
  skipToContent: "Saltar para o conteúdo",
  mainNavigation: "Navegação principal",
  menu: "Menu",
  closeMenu: "Fechar menu",
  language: "Idioma",
  home: "Início",
  backToTop: "Voltar ao topo",
  scrollDown: "Deslizar para baixo",
  disclaimer: "Este site foi criado com a Ilha e não é gerido pela Ilha.",
  report: "Denunciar",
  reportAria: "Denunciar este site",
  socialLinks: "Redes sociais",
  sending: "A enviar…",
  sent: "Enviado",
  notSent: "Não foi enviado. Tente novamente.",
  nameLabel: "Nome",
  emailLabel: "E-mail",
  messageLabel: "Mensagem",
  send: "Enviar",
  mostPopular: "Mais popular",
  map: "Mapa",
  openMap: "Abrir mapa",
  gallery: "Galeria",
  notFoundTitle: "Página não encontrada",
  notFoundText: "A página que procura não existe ou mudou de endereço.",
  backHome: "Voltar à página inicial",
  // Widget de conversa; {messenger} é o nome do serviço, p. ex. WhatsApp.
  chat: "Conversa",
  chatLauncher: "Conversa por {messenger}",
  chatTooltip: "Fale connosco pelo {messenger}",
  closeChat: "Fechar conversa",
  // Consentimento de cookies e o mapa que dele depende.
  cookieConsent: "Consentimento de cookies",
  cookieSettingsClose: "Fechar definições de cookies",
  cookieAlwaysOn: "Sempre ativos",
  mapLoad: "Carregar mapa",
  mapThirdPartyNote:
    "O mapa é fornecido pelo Google Maps, um serviço de terceiros que pode definir os seus próprios cookies.",
};

const TRANSLATIONS: Record<string, Labels> = { en: EN, pt: PT };

export function labelsFor(language: string): Labels {
  return TRANSLATIONS[language] ?? TRANSLATIONS[language.split("-")[0] ?? ""] ?? EN;
}
