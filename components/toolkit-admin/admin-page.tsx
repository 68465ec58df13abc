import { getTranslations } from "next-intl/server";
import { PersonalSessionGate } from "@/components/auth/personal-sign-in";
import { routeHeading } from "@/components/shell/route-heading";
import { AdminGate } from "./admin-gate";
import { AdminTabs } from "./admin-tabs";

const TABS = [
  { href: "/admin/requests", id: "adminRequests" },
  { href: "/admin/materials", id: "adminMaterials" },
] as const;

/** The frame of an admin screen: sign-in, the admins-only gate, the heading and the tabs. */
export async function AdminPage({ routeId, children }: { routeId: (typeof TABS)[number]["id"]; children: React.ReactNode }) {
  const [heading, t, names] = await Promise.all([routeHeading("toolkit", routeId), getTranslations("toolkitAdmin"), Promise.all(TABS.map((tab) => routeHeading("toolkit", tab.id)))]);
  return (
    <PersonalSessionGate heading={heading}>
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-6 py-8">
        <h1 className="text-2xl font-semibold tracking-tight">{heading}</h1>
        <AdminGate>
          <AdminTabs current={TABS.find((tab) => tab.id === routeId)!.href} label={t("nav")} tabs={TABS.map((tab, i) => ({ href: tab.href, name: names[i] }))} />
          {children}
        </AdminGate>
      </div>
    </PersonalSessionGate>
  );
}
