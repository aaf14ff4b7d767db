import { getTranslations } from "next-intl/server";
import { ListTodo } from "lucide-react";
import type { DashboardContext } from "@/lib/dashboard/context";
import { getTodoTasks } from "@/lib/dashboard/todos";
import { EmptyState } from "../empty-state";
import { Section, StatTile } from "./section";

export async function TodoSection({ ctx }: { ctx: DashboardContext }) {
  const [items, t] = await Promise.all([getTodoTasks(ctx), getTranslations("dashboard")]);
  return (
    <Section id="todos" title={t("todos.title")} icon={ListTodo}>
      {items.length === 0 ? (
        <EmptyState compact icon={ListTodo} title={t("todos.emptyTitle")} body={t("todos.emptyBody")} />
      ) : (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2 xl:grid-cols-3">
          {items.map((item) => (
            <StatTile key={item.kind} label={t(`todos.${item.kind}`)} value={item.count} href={item.href} testId={`todo-${item.kind}`} />
          ))}
        </div>
      )}
    </Section>
  );
}
