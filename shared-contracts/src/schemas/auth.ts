import { z } from 'zod';

export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

export const userSchema = z.object({
  id: z.int().min(1),
  email: z.string(),
  isAdmin: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** `GET /api/user`: the signed-in user, or null when there is no valid session (200 either way, not an error). */
export const currentUserResponseSchema = userSchema.nullable();
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1).max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const PASSWORD_MIN_LENGTH = 12;

export const registerRequestSchema = z.strictObject({
  email: emailSchema,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(200, 'Password must be at most 200 characters'),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const socketTokenResponseSchema = z.object({ token: z.string(), expiresInSeconds: z.int() });
export type SocketTokenResponse = z.infer<typeof socketTokenResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
