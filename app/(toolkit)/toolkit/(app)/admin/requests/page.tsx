import { routeMetadata } from "@/components/shell/route-heading";
import { AdminPage } from "@/components/toolkit-admin/admin-page";
import { RequestsAdmin } from "@/components/toolkit-admin/requests-admin";

export const generateMetadata = async () => ({ ...(await routeMetadata("toolkit", "adminRequests")), robots: { index: false } });

/** /admin/requests (alias /admin): what visitors asked for, for the toolkit's admins. */
export default function AdminRequestsPage() {
  return (
    <AdminPage routeId="adminRequests">
      <RequestsAdmin />
    </AdminPage>
  );
}
