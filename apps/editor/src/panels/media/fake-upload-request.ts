/**
 * A stand-in for `XMLHttpRequest` in tests: records what is sent, and lets the test report the
 * upload's progress and answer it, as the network would.
 */
export class FakeUploadRequest extends EventTarget {
  static sent: FakeUploadRequest[] = [];
  readonly upload = new EventTarget();
  readonly headers: Record<string, string> = {};
  method = "";
  url = "";
  body: unknown;
  status = 0;
  responseText = "";

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: unknown) {
    this.body = body;
    FakeUploadRequest.sent.push(this);
  }

  abort() {
    this.dispatchEvent(new Event("abort"));
  }

  progress(loaded: number, total: number) {
    const event = Object.assign(new Event("progress"), { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event("load"));
  }
}
