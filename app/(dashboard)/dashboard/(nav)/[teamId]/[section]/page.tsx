import { notFound } from "next/navigation";

// Every team section of the route table has its own folder beside this one; any other name is a 404.
export default function UnknownTeamSection() {
  notFound();
}
