import { request } from 'node:http';

/** A cold load's body on the wire (decision 0062), by encoding. */
export interface ColdLoadBytes {
  identity: number;
  gzip: number;
  br: number;
}

/**
 * The body's bytes as the server sent them, before any decoding: node:http, because fetch
 * decodes and a compressed answer's Content-Length is not always sent.
 */
function bodyBytes(url: string, token: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = { Authorization: `Bearer ${token}`, 'Accept-Encoding': acceptEncoding };
    request(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        response.statusCode === 200
          ? resolve(bytes)
          : reject(new Error(`${url} answered ${String(response.statusCode)}`)),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

export async function coldLoadBytes(baseUrl: string, token: string): Promise<ColdLoadBytes> {
  const library = `${baseUrl}/api/library`;
  return {
    identity: await bodyBytes(library, token, 'identity'),
    gzip: await bodyBytes(library, token, 'gzip'),
    br: await bodyBytes(library, token, 'br'),
  };
}
