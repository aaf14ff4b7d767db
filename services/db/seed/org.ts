import type { UserType } from "@/lib/contracts/base-data/user";
import type { Prng } from "./prng";

export const demoPassword = "Demo@2026";

export const companySeeds = [
  { id: 1, code: "SZ", accountName: "华印包装（深圳）有限公司", timeZone: "Asia/Shanghai", taxId: "91440300768431672K" },
  { id: 2, code: "DG", accountName: "华印印刷（东莞）有限公司", timeZone: "Asia/Shanghai", taxId: "91441900MA4UJ8T21Q" },
  { id: 3, code: "SH", accountName: "华印彩印（上海）有限公司", timeZone: "Asia/Shanghai", taxId: "91310000607395211C" },
  { id: 4, code: "VN", accountName: "Huayin Packaging Vietnam Co., Ltd.", timeZone: "Asia/Ho_Chi_Minh", taxId: "0312345678" },
];

const categories = ["paper", "ink", "carton", "processing", "film", "adhesive"] as const;
const prefixes = ["恒", "金", "华", "联", "新", "宏", "永", "鼎", "盛", "顺", "嘉", "富", "昌", "瑞", "德", "海"];
const middles = ["丰", "达", "源", "泰", "信", "利", "通", "兴", "美", "安", "和", "荣"];
const kinds: Record<(typeof categories)[number], string> = {
  paper: "纸业",
  ink: "油墨",
  carton: "纸品包装",
  processing: "印后加工",
  film: "薄膜材料",
  adhesive: "胶粘制品",
};

export interface SupplierSeed {
  venNo: string;
  name: string;
  shortName: string;
  category: string;
  email: string;
  phone: string;
  taxId: string;
}

/** A demo 统一社会信用代码 per supplier number (18 characters, derived, so the seed's random sequence is untouched). */
export const supplierTaxId = (venNo: string) => `91440300MA5${venNo.padStart(4, "0")}${String((Number(venNo) * 37) % 1000).padStart(3, "0")}`;

export function supplierSeeds(rand: Prng, count: number): SupplierSeed[] {
  const out: SupplierSeed[] = [];
  for (let i = 0; i < count; i++) {
    const venNo = String(1001 + i);
    const category = i === 0 ? "paper" : i === 1 ? "ink" : rand.pick(categories);
    const short = `${rand.pick(prefixes)}${rand.pick(middles)}${kinds[category]}`;
    out.push({
      venNo,
      name: `${short}有限公司`,
      shortName: short,
      category,
      email: `sales${venNo}@supplier.example`,
      phone: `0755-8${String(rand.int(1000000, 9999999))}`,
      taxId: supplierTaxId(venNo),
    });
  }
  return out;
}

export interface UserSeed {
  userName: string;
  userNo: string;
  name: string;
  userType: UserType;
  roles: string[];
  venNo?: string;
  mainUserNo?: string;
  deptId?: string;
  companies: number[] | "all";
  firstTime?: boolean;
}

export const staffSeeds: UserSeed[] = [
  { userName: "admin", userNo: "A0001", name: "系统管理员", userType: "admin", roles: ["admin"], companies: "all", deptId: "IT" },
  { userName: "buyer01", userNo: "E1001", name: "王采购", userType: "internal", roles: ["purchaser"], companies: [1, 2], deptId: "PUR" },
  { userName: "buyer02", userNo: "E1002", name: "李采购", userType: "internal", roles: ["purchaser"], companies: [3, 4], deptId: "PUR" },
  { userName: "factory01", userNo: "E2001", name: "陈厂务", userType: "internal", roles: ["factory"], companies: [1], deptId: "PRD" },
  { userName: "finance01", userNo: "E3001", name: "赵财务", userType: "internal", roles: ["finance"], companies: [1, 2, 3, 4], deptId: "FIN" },
  { userName: "norole01", userNo: "E0000", name: "无角色用户", userType: "internal", roles: [], companies: [1] },
  { userName: "switch01", userNo: "E9001", name: "周集团", userType: "internal", roles: ["purchaser"], companies: [1, 2, 3, 4], deptId: "GRP" },
  { userName: "switch02", userNo: "E9002", name: "吴集团", userType: "internal", roles: ["purchaser"], companies: [1, 2, 3, 4], deptId: "GRP" },
  { userName: "switch03", userNo: "E9003", name: "郑集团", userType: "internal", roles: ["finance"], companies: [1, 2, 3, 4], deptId: "GRP" },
  { userName: "switch04", userNo: "E9004", name: "孙集团", userType: "internal", roles: ["factory"], companies: [1, 2, 3, 4], deptId: "GRP" },
];

/** One main account per supplier; supplier 1001 also has a sub-account, supplier 1003 a first-time login. */
export function supplierUserSeeds(suppliers: SupplierSeed[]): UserSeed[] {
  const out: UserSeed[] = suppliers.map((s) => ({
    userName: `sup${s.venNo}`,
    userNo: `S${s.venNo}`,
    name: s.shortName,
    userType: "supplier" as const,
    roles: ["supplier"],
    venNo: s.venNo,
    companies: "all" as const,
    firstTime: s.venNo === "1003",
  }));
  out.push({
    userName: "sup1001a",
    userNo: "S1001A",
    name: `${suppliers[0]?.shortName ?? "1001"}-仓库`,
    userType: "supplier",
    roles: ["supplier_sub"],
    venNo: "1001",
    mainUserNo: "S1001",
    companies: "all",
  });
  return out;
}
