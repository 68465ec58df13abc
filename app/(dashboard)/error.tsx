"use client";
export { RouteError as default } from "@/components/shell/route-error";
