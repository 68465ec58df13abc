export { WEEKDAYS } from "@/lib/domain/creators/weekdays";
