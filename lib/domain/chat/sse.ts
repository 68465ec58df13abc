/** Server-sent events (the text/event-stream format): an incremental parser and a formatter. */

export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * Feeds text as it arrives (chunks may split lines anywhere, CR/LF/CRLF line ends); calls onEvent
 * for every complete event. Comment lines (":") and unknown fields are ignored; "message" is the
 * default event name, as in the browser's EventSource.
 */
export function createSseParser(onEvent: (event: SseEvent) => void) {
  let buffer = "";
  let data: string[] = [];
  let event = "";
  let id: string | undefined;
  let pendingCr = false;

  const dispatch = () => {
    if (data.length) onEvent({ event: event || "message", data: data.join("\n"), ...(id !== undefined ? { id } : {}) });
    data = [];
    event = "";
  };

  const line = (text: string) => {
    if (text === "") return dispatch();
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "data") data.push(value);
    else if (field === "event") event = value;
    else if (field === "id" && !value.includes("\0")) id = value;
  };

  return {
    push(chunk: string) {
      let text = chunk;
      // A CR ending the previous chunk already ended a line: skip the LF of its CRLF.
      if (pendingCr && text.startsWith("\n")) text = text.slice(1);
      pendingCr = text.endsWith("\r");
      buffer += text;
      const parts = buffer.split(/\r\n|\r|\n/);
      buffer = parts.pop() ?? "";
      for (const part of parts) line(part);
    },
    /** The stream closed: an unterminated event is dropped, as the format requires. */
    end() {
      buffer = "";
      data = [];
      event = "";
    },
  };
}

/** One event as text; multi-line data becomes several data lines. */
export function formatSseEvent(event: string, data: string): string {
  return `event: ${event}\n${data.split(/\r\n|\r|\n/).map((l) => `data: ${l}`).join("\n")}\n\n`;
}
