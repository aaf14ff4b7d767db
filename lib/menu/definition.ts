/**
 * The menu definition: the menu tree with role codes and operation codes, ids fixed so rights codes stay
 * stable. The seed writes it to the database, and the typed rights constants (`rights.ts`) derive from it.
 */
export interface MenuDef {
  readonly id: number;
  readonly key: string;
  readonly zh: string;
  readonly path: string;
  readonly icon?: string;
  readonly component?: string;
  readonly roles?: readonly string[];
  /** Ops no seeded role holds: only admin (who passes every check) until role management grants them. */
  readonly adminOps?: readonly string[];
  readonly ops?: readonly string[];
  readonly isUsable?: boolean;
  readonly children?: readonly MenuDef[];
}

const supplierSide = ["supplier", "supplier_sub"] as const;
const purchasing = ["purchaser", ...supplierSide] as const;
const crud = ["view", "add", "edit", "delete", "export"] as const;
/** Deliveries to the group's customers are internal: the warehouse ships, sales and planning release the notices. */
const warehouse = ["factory"] as const;
const planning = ["purchaser", "factory"] as const;

export const menuDefinition = [
  { id: 2, key: "purchase", zh: "采购管理", path: "/purchase", icon: "shopping-cart", children: [
    { id: 21, key: "purchaseOrder", zh: "采购订单", path: "order", component: "purchase/order/index", roles: purchasing,
      ops: ["view", "receive", "reject", "confirm", "export", "answer", "review"] },
    { id: 22, key: "purchaseReceipt", zh: "采购收货单及进度", path: "receipt", component: "purchase/receipt/index", roles: [...purchasing, "factory"], ops: ["view", "add", "export"] },
    { id: 23, key: "purchaseLabel", zh: "采购收货标签生成及查询", path: "label", component: "purchase/label/index", roles: purchasing, ops: ["view", "add", "print"] },
    { id: 24, key: "quotation", zh: "报价查询", path: "quotation", component: "purchase/quotation/index", roles: purchasing, ops: ["view", "quote", "export"] },
    { id: 25, key: "priceInquiry", zh: "询价发布及管理", path: "inquiry", component: "purchase/inquiry/index", roles: ["purchaser"],
      ops: ["view", "add", "edit", "release", "cancel", "award", "export"] },
    { id: 26, key: "purchaseCollection", zh: "采购汇总单", path: "collection", component: "purchase/collection/index", roles: purchasing,
      ops: ["view", "download", "export"] },
    { id: 27, key: "supplierScore", zh: "供应商绩效", path: "scorecard", component: "purchase/scorecard/index", roles: purchasing,
      ops: ["view", "export", "settings", "recompute"], adminOps: ["settings", "recompute"] },
    { id: 28, key: "receivingScan", zh: "扫码收货", path: "/receiving/scan", component: "receiving/scan/index", roles: ["purchaser", "factory"],
      ops: ["view", "scan", "book"] },
  ]},
  { id: 3, key: "delivery", zh: "送货管理", path: "/delivery", icon: "truck", children: [
    { id: 31, key: "deliveryNotice", zh: "送货通知", path: "notice", component: "delivery/notice/index", roles: purchasing, ops: [...crud, "print"] },
    { id: 32, key: "deliveryNote", zh: "送货单", path: "note", component: "delivery/note/index", roles: warehouse, ops: [...crud, "approve", "unapprove", "upload", "print"] },
    { id: 33, key: "deliveryReceipt", zh: "送货回执", path: "receipt", component: "delivery/receipt/index", roles: warehouse, ops: ["view", "add", "export"] },
    { id: 34, key: "deliveryPlan", zh: "送货计划", path: "plan", component: "delivery/plan/index", roles: planning, ops: ["view", "export"] },
    { id: 35, key: "noticeRelease", zh: "通知发布与确认", path: "release", component: "delivery/release/index", roles: planning, ops: ["view", "add", "confirm"] },
    { id: 36, key: "warehouseStock", zh: "库存查询", path: "stock", component: "delivery/stock/index", roles: warehouse, ops: ["view", "export"] },
  ]},
  { id: 4, key: "processing", zh: "外协加工", path: "/processing", icon: "factory", children: [
    { id: 41, key: "processingOrder", zh: "综合加工单", path: "order", component: "processing/order/index", roles: ["factory", ...supplierSide], ops: ["view", "receive", "reject", "quantity", "print", "export"] },
    { id: 42, key: "unfinishedOrders", zh: "未完成订单列表", path: "unfinished", component: "processing/unfinished/index", roles: ["factory", ...supplierSide], ops: ["view", "export"] },
    { id: 43, key: "labelPrint", zh: "半成品及成品标签打印", path: "labels", component: "processing/labels/index", roles: ["factory", ...supplierSide], ops: ["view", "print", "download"] },
    { id: 46, key: "owedQuantity", zh: "欠数单确认", path: "owed-quantity", component: "processing/owed-quantity/index", roles: ["factory", ...supplierSide], ops: ["view", "confirm", "dispute", "export"] },
    { id: 47, key: "deductionBill", zh: "扣款单确认", path: "deduction-bill", component: "processing/deduction-bill/index", roles: ["purchaser", "factory", ...supplierSide],
      ops: ["view", "add", "confirm", "dispute", "answer", "export"] },
  ]},
  { id: 5, key: "materials", zh: "物料管理", path: "/materials", icon: "boxes", children: [
    { id: 51, key: "vmiInventory", zh: "VMI库存", path: "vmi", component: "materials/vmi/index", roles: [...purchasing, "factory"],
      ops: ["view", "add", "edit", "receive", "consume", "export"] },
    { id: 52, key: "materialRule", zh: "物料送货规则及通知", path: "rule", component: "materials/rule/index", roles: purchasing,
      ops: [...crud, "generate", "acknowledge"] },
    { id: 53, key: "materialPrep", zh: "备料任务设置", path: "prep", component: "materials/prep/index", roles: ["purchaser", "factory"],
      ops: [...crud, "progress", "cancel"] },
  ]},
  { id: 6, key: "finance", zh: "对账管理", path: "/finance", icon: "receipt", children: [
    { id: 61, key: "reconciliationStatement", zh: "供应商对账单", path: "statement", component: "finance/statement/index", roles: ["finance", ...supplierSide], ops: ["view", "add", "confirm", "print", "upload"] },
    { id: 62, key: "reconciliationQuery", zh: "对账查询及管理", path: "query", component: "finance/query/index", roles: ["finance"], ops: ["view", "approve", "export"] },
  ]},
  { id: 9, key: "system", zh: "系统管理", path: "/system", icon: "settings", children: [
    { id: 91, key: "menuRole", zh: "菜单及角色管理", path: "menu-role", component: "system/menu-role/index", roles: ["admin"], ops: crud },
    { id: 92, key: "subAccount", zh: "子账号管理", path: "sub-account", component: "system/sub-account/index", roles: ["supplier"], ops: crud },
    { id: 93, key: "dictionary", zh: "数据字典", path: "dictionary", component: "system/dictionary/index", roles: ["purchaser"], ops: crud },
    { id: 94, key: "helpDoc", zh: "帮助文档", path: "help", component: "system/help/index", ops: ["view", "edit"], adminOps: ["edit"] },
    { id: 95, key: "notice", zh: "通知管理", path: "notice", component: "system/notice/index", roles: ["purchaser", "factory"], ops: crud },
    { id: 96, key: "itReport", zh: "IT故障处理", path: "it-report", component: "system/it-report/index", roles: ["admin"], ops: ["view", "handle"] },
  ]},
  { id: 7, key: "integrations", zh: "系统集成", path: "/integrations", icon: "webhook", children: [
    { id: 71, key: "webhook", zh: "Webhook 推送", path: "webhooks", component: "integrations/webhooks/index", roles: ["supplier"], ops: ["view", "add", "edit", "delete"] },
  ]},
  { id: 8, key: "archive", zh: "历史报表", path: "/archive", icon: "archive", isUsable: false, children: [
    { id: 81, key: "archiveLegacy", zh: "旧版报表", path: "legacy", component: "archive/legacy/index", roles: purchasing, ops: ["view"] },
  ]},
] as const satisfies readonly MenuDef[];
