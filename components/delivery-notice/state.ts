import { deliveryNoticeList, noticeCandidateList } from "@/lib/contracts/erp-purchase/delivery-notice";
import { listTableState } from "@/lib/table-state/list-state";

export const noticeTableState = listTableState(deliveryNoticeList);
export const candidateTableState = listTableState(noticeCandidateList);
