import { expect } from 'vitest';
import type { TestClient } from './http-client.ts';

/** The signed-in rider's account id. */
export async function userId(client: TestClient): Promise<string> {
  return (await client.get('/api/auth/get-session')).json.user.id as string;
}

/** `POST /api/me/tokens` as the rider: the reply with the token, shown this once. */
export async function createToken(client: TestClient, name: string) {
  const res = await client.post('/api/me/tokens', { name });
  expect(res.status, res.text).toBe(200);
  return res.json as { id: string; name: string; token: string };
}
