/** The fixed routes of docs/requirements.md §2 with their title keys in the "pages" namespace and, when nested, their parent. */
export const fixedRoutes: Readonly<Record<string, { key: string; parent?: string }>> = {
  "/dashboard": { key: "dashboard" },
  "/profile/index": { key: "profile" },
  "/profile/api-token": { key: "apiTokens", parent: "/profile/index" },
  "/profile/notifications": { key: "notificationSettings", parent: "/profile/index" },
  "/updatePassword": { key: "updatePassword" },
  "/SendPlan/Details": { key: "sendPlanDetails" },
  "/manage/morenotice": { key: "moreNotice" },
  "/manage/morenotice/generalcontentshow": { key: "noticeContent", parent: "/manage/morenotice" },
  "/manage/itblockentrance": { key: "itReport" },
  "/manage/sysinstruction": { key: "sysInstruction" },
  "/notifications": { key: "notifications" },
  "/documentation": { key: "documentation" },
  "/guide": { key: "guide" },
  "/outerworkorder/PrintImage": { key: "outerworkorder.project" },
  "/outerworkorder/OuterworkorderPrint": { key: "outerworkorder.business" },
  "/outerworkorder/Outerworkorderstreamprint": { key: "outerworkorder.outsourced" },
  "/outerworkorder/PrintSample": { key: "outerworkorder.sample" },
  "/outerworkorder/ProductSpecificationsprint": { key: "outerworkorder.specification" },
  "/outerworkorder/CartonProcessprint": { key: "outerworkorder.carton" },
  "/deliverGoodsPrint": { key: "deliveryNotePrint", parent: "/delivery/note" },
  "/baseInfoPrint/PrintDeliverOrder": { key: "deliveryNotePrint", parent: "/delivery/note" },
  // pages below a menu page with a title of their own (their tab and breadcrumb follow the language)
  "/delivery/note/new": { key: "deliveryNoteNew", parent: "/delivery/note" },
  "/delivery/notice/new": { key: "deliveryNoticeNew", parent: "/delivery/notice" },
  "/materials/rule/notices": { key: "materialNotices", parent: "/materials/rule" },
  "/materials/vmi/movements": { key: "vmiMovements", parent: "/materials/vmi" },
  "/purchase/inquiry/new": { key: "priceInquiryNew", parent: "/purchase/inquiry" },
  "/purchase/label/new": { key: "purchaseLabelNew", parent: "/purchase/label" },
  "/purchase/receipt/new": { key: "purchaseReceiptNew", parent: "/purchase/receipt" },
  "/system/notice/new": { key: "noticeNew", parent: "/system/notice" },
  "/401": { key: "forbidden" },
  "/404": { key: "notFound" },
};

/** Pages that are not remembered as tabs or counted as visits (error pages and the refresh hop). */
export function isTransientPath(path: string): boolean {
  return path === "/401" || path === "/404" || path === "/redirect" || path.startsWith("/redirect/");
}
