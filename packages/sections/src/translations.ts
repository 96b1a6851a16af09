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
};

const TRANSLATIONS: Record<string, Labels> = { en: EN, pt: PT };

export function labelsFor(language: string): Labels {
  return TRANSLATIONS[language] ?? TRANSLATIONS[language.split("-")[0] ?? ""] ?? EN;
}
