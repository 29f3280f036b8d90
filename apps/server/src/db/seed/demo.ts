import { eq, sql } from 'drizzle-orm';
import type { Role } from '@sandtable/shared/auth/roles';
import type { Db } from '../client';
import { users, companies, brandings, loginEvents, activityDays } from '../schema';
import { hashPasswordEach } from '../../lib/password';

export const DEMO_PASSWORD = 'Demo1234';

interface DemoAccount {
  account: string;
  name: string;
  role: Role;
  mobile: string;
  inCompany: boolean;
}

const STUDENT_NAMES = [
  '张伟', '王芳', '李娜', '刘洋', '陈静', '杨帆', '赵磊', '黄敏', '周杰', '吴婷',
  '徐强', '孙丽', '马超', '朱琳', '胡斌', '郭蕾', '何俊', '高雪', '林峰', '罗佳',
];

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { account: 'admin', name: '系统管理员', role: 'chief_admin', mobile: '13800000000', inCompany: false },
  { account: 'enterprise', name: '企业管理员', role: 'enterprise', mobile: '13900000000', inCompany: true },
  { account: 'lecturer', name: '李明', role: 'lecturer', mobile: '13700000000', inCompany: false },
  { account: 'observer', name: '观察员', role: 'observer', mobile: '13600000000', inCompany: true },
  ...STUDENT_NAMES.map((name, i) => ({
    account: `student${i + 1}`,
    name,
    role: 'student' as const,
    mobile: `138${String(i + 1).padStart(8, '0')}`,
    inCompany: true,
  })),
];

export const DEMO_COMPANY = '演示科技有限公司';

/** Demo data for a first start; does nothing when the demo accounts already exist. */
export async function seedDemo(db: Db, hashCost: number): Promise<{ created: boolean }> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.account, 'admin')).limit(1);
  if (existing) return { created: false };

  // Every demo account has its own salt and hash (no two stored hashes alike), computed outside the transaction.
  const hashes = await hashPasswordEach(DEMO_PASSWORD, DEMO_ACCOUNTS.length, hashCost);

  await db.transaction(async (tx) => {
    const [company] = await tx.insert(companies).values({ name: DEMO_COMPANY }).onConflictDoNothing().returning();
    const companyId = company?.id ?? null;
    await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((a, i) => ({
          account: a.account,
          name: a.name,
          role: a.role,
          mobile: a.mobile,
          passwordHash: hashes[i],
          companyId: a.inCompany ? companyId : null,
          classification: a.role === 'student' && i % 3 === 0 ? ('paid' as const) : ('free' as const),
        })),
      )
      .onConflictDoNothing();
    await seedHistory(tx as unknown as Db);
    await tx
      .insert(brandings)
      .values({ key: 'acme', nameZh: '艾克米商学院', nameEn: 'Acme Business School', logoUrl: null, primaryColor: '#c2410c' })
      .onConflictDoNothing();
  });
  return { created: true };
}

const HISTORY_DAYS = 30;

/**
 * Thirty days of plausible history so the admin dashboard means something on the first start:
 * students joined over the period and log in on some days (the same every time: a fixed
 * sequence, no randomness).
 */
async function seedHistory(db: Db): Promise<void> {
  const people = await db.select({ id: users.id, account: users.account }).from(users);
  const students = people.filter((p) => p.account.startsWith('student'));
  const daysAgo = (n: number) => sql`now() - make_interval(days => ${n})`;
  const events: (typeof loginEvents.$inferInsert)[] = [];
  const active: (typeof activityDays.$inferInsert)[] = [];
  for (const [i, student] of students.entries()) {
    const joined = HISTORY_DAYS - 1 - ((i * 7) % HISTORY_DAYS);
    await db.update(users).set({ createdAt: daysAgo(joined) }).where(eq(users.id, student.id));
    for (let day = joined; day >= 1; day--) {
      if ((i * 31 + day * 17) % 5 >= 2) continue; // about two days in five
      // SQL values: the database's clock and calendar (TIME_ZONE), not the app's.
      const at = daysAgo(day);
      events.push({ userId: student.id, method: (i + day) % 4 === 0 ? 'code' : 'password', createdAt: at as unknown as Date });
      active.push({ userId: student.id, day: sql`(${at})::date` as unknown as string });
    }
  }
  if (events.length) await db.insert(loginEvents).values(events);
  if (active.length) await db.insert(activityDays).values(active).onConflictDoNothing();
}
