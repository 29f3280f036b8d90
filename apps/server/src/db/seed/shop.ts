import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { commodities, users } from '../schema';
import { commodityLifecycle } from '../../modules/shop';
import { created, transition } from '../../lib/transition';
import type { CommodityKind } from '@sandtable/shared/rules/commodity';

interface DemoCommodity {
  kind: CommodityKind;
  nameZh: string;
  nameEn: string;
  description: string;
  priceFen: number;
  stock: number | null;
  validityMonths: number;
}

/** A few commodities on the shelf, so the shop means something on a first start. */
export const DEMO_COMMODITIES: DemoCommodity[] = [
  { kind: 'course', nameZh: '市场经营沙盘课程（30 席）', nameEn: 'Market simulation course (30 seats)', description: '六轮市场经营模拟，含讲师复盘。', priceFen: 1_980_000, stock: 30, validityMonths: 12 },
  { kind: 'course', nameZh: '变革管理沙盘课程', nameEn: 'Change management simulation course', description: '在模拟组织中推动一次变革。', priceFen: 1_280_000, stock: 50, validityMonths: 12 },
  { kind: 'report', nameZh: '团队角色测评报告', nameEn: 'Team-role assessment report', description: '基于自评与他评的个人团队角色报告。', priceFen: 9_900, stock: null, validityMonths: 6 },
  { kind: 'certificate', nameZh: '沙盘课程结业证书', nameEn: 'Simulation course certificate', description: '完成课程后可申领的双语证书。', priceFen: 19_900, stock: null, validityMonths: 24 },
  { kind: 'tool', nameZh: '领导风格自测工具', nameEn: 'Leadership style self-test tool', description: '六种领导风格的自测问卷。', priceFen: 0, stock: null, validityMonths: 12 },
];

const IMAGES: Record<CommodityKind, string> = {
  course: '/images/shop/course.svg',
  report: '/images/shop/report.svg',
  certificate: '/images/shop/certificate.svg',
  tool: '/images/shop/tool.svg',
};

/**
 * Seeds the demo catalogue, on the shelf from now on. Idempotent: a portal that has any commodity
 * (seeded before or made by its admin) is left alone. Returns how many it made.
 */
export async function seedDemoShop(db: Db, now = new Date()): Promise<number> {
  const [any] = await db.select({ id: commodities.id }).from(commodities).limit(1);
  if (any) return 0;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.account, 'admin'));
  const adminId = admin?.id ?? null;
  await db.transaction(async (tx) => {
    const made = await tx
      .insert(commodities)
      .values(DEMO_COMMODITIES.map((c) => ({ ...c, imageUrl: IMAGES[c.kind], shelfOnAt: now, shelfOffAt: null, createdBy: adminId })))
      .returning({ id: commodities.id });
    for (const { id } of made) {
      await created(tx, commodityLifecycle, id, adminId);
      const moved = await transition(tx, commodityLifecycle, id, { event: 'shelve', to: 'on_shelf', actorId: adminId });
      if (!moved.ok) throw new Error(`demo commodity ${id} could not be shelved`);
    }
  });
  return DEMO_COMMODITIES.length;
}
