import { notFound } from "next/navigation";

// Every route of Deep Thought's table has its own page; anything that reaches the catch-all is a 404 (spec: "shows a 404 page").
export default function SuiteCatchAll() {
  notFound();
}
