import type { TestClient } from './http-client.ts';

/** Signs up and saves a complete profile (FTP optional): the state of a rider after onboarding. */
export async function onboardedRider(
  client: TestClient,
  email: string,
  profile: {
    ftp?: number | null;
    weight?: number;
    experience_level?: string;
    timezone?: string;
    interface_language?: string;
    coach_gender?: 'male' | 'female';
  } = {},
) {
  await client.signUp(email);
  const ftp = profile.ftp ?? null;
  const res = await client.put('/api/profile', {
    name: 'Rider',
    email,
    age: 35,
    weight: profile.weight ?? 70,
    weight_unit: 'kg',
    ftp,
    knows_ftp: ftp != null,
    experience_level: profile.experience_level ?? 'intermediate',
    primary_goal: 'endurance',
    onboarding_completed: true,
    ...(profile.timezone ? { timezone: profile.timezone } : {}),
    ...(profile.interface_language ? { interface_language: profile.interface_language } : {}),
    ...(profile.coach_gender ? { coach_gender: profile.coach_gender } : {}),
  });
  if (res.status !== 200) throw new Error(`profile failed: ${res.status} ${res.text}`);
  return res.json;
}
