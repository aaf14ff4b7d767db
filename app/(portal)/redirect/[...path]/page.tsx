import { Suspense } from "react";
import { RedirectHop } from "@/components/shell/redirect-hop";

/** /redirect/{path}: re-opens {path} from scratch (the tabs' refresh, docs/requirements.md §2). */
export default function RedirectPage() {
  return (
    <Suspense>
      <RedirectHop />
    </Suspense>
  );
}
