import type { Page } from "playwright-core";

/** A document save the server answered: its status and the operations it carried. */
export type Answered = { status: number; operations: unknown[] };

/** Every save of a document the server answers for `page` (refusals of the network aside). */
export function answeredSaves(page: Page): Answered[] {
  const answers: Answered[] = [];
  page.on("response", (response) => {
    const request = response.request();
    if (request.method() !== "PATCH" || response.fromServiceWorker()) return;
    if (!/^\/api\/v1\/sites\/[^/]+$/.test(new URL(request.url()).pathname)) return;
    const { operations } = request.postDataJSON() as { operations: unknown[] };
    answers.push({ status: response.status(), operations });
  });
  return answers;
}

/** The operations the server stored, each as JSON, in the order they were sent. */
export const storedOperations = (answers: Answered[]) =>
  answers
    .filter((answer) => answer.status >= 200 && answer.status < 300)
    .flatMap((answer) => answer.operations.map((operation) => JSON.stringify(operation)));
