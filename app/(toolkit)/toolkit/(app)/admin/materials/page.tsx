import { routeMetadata } from "@/components/shell/route-heading";
import { AdminPage } from "@/components/toolkit-admin/admin-page";
import { MaterialsAdmin } from "@/components/toolkit-admin/materials-admin";

export const generateMetadata = async () => ({ ...(await routeMetadata("toolkit", "adminMaterials")), robots: { index: false } });

/** /admin/materials: the marketing-material library's documents, for the toolkit's admins. */
export default function AdminMaterialsPage() {
  return (
    <AdminPage routeId="adminMaterials">
      <MaterialsAdmin />
    </AdminPage>
  );
}
