import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** An upload slot handed out by GET /files/presigned_url; `uploadedAt` is set once the bytes arrive. */
export const uploads = pgTable('uploads', {
  uploadIdx: integer('upload_idx').primaryKey().generatedAlwaysAsIdentity(),
  key: text('key').notNull().unique(),
  type: text('type').notNull(),
  mimeType: text('mime_type').notNull(),
  ownerRole: text('owner_role').notNull(),
  ownerIdx: integer('owner_idx').notNull(),
  maxBytes: integer('max_bytes').notNull(),
  sizeBytes: integer('size_bytes'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
