import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { chatMessages, users } from '../../db/schema';

export type ChatRow = typeof chatMessages.$inferSelect;

export async function insertChatMessage(tx: Tx, message: { courseId: number; teamId: number; userId: number; text: string }): Promise<ChatRow> {
  const [row] = await tx.insert(chatMessages).values(message).returning();
  return row;
}

/**
 * One team's newest `limit` messages of a course before `beforeId`, newest first, with the
 * writer's name: the caller's team, or a team of a course the caller manages (chat.service decides).
 */
export function listChatMessages(db: Db | Tx, courseId: number, teamId: number, beforeId: number | undefined, limit: number) {
  return db
    .select({ id: chatMessages.id, teamId: chatMessages.teamId, userId: chatMessages.userId, name: users.name, text: chatMessages.text, at: chatMessages.at })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId))
    .where(and(eq(chatMessages.courseId, courseId), eq(chatMessages.teamId, teamId), beforeId ? lt(chatMessages.id, beforeId) : undefined))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
}
