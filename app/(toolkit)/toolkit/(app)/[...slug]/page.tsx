import { notFound } from "next/navigation";

// Every route of the toolkit's table has its own page; anything that reaches the catch-all is a 404.
export default function ToolkitCatchAll() {
  notFound();
}
