"use client";
import { lazyWithRetry } from "@/lib/client/lazy-with-retry";

/** Each chart kind is its own chunk, fetched when a card first draws it (keeps the page's first load small). */
const RETRIES = 1;
export const BarList = lazyWithRetry(async () => ({ default: (await import("./bar-list")).BarList }), RETRIES);
export const Donut = lazyWithRetry(async () => ({ default: (await import("./donut")).Donut }), RETRIES);
export const LineChart = lazyWithRetry(async () => ({ default: (await import("./line-chart")).LineChart }), RETRIES);
export const StackedBar = lazyWithRetry(async () => ({ default: (await import("./stacked-bar")).StackedBar }), RETRIES);
export const WordCloud = lazyWithRetry(async () => ({ default: (await import("./word-cloud")).WordCloud }), RETRIES);
export const AccountList = lazyWithRetry(async () => ({ default: (await import("./account-list")).AccountList }), RETRIES);
export const PostCards = lazyWithRetry(async () => ({ default: (await import("./post-cards")).PostCards }), RETRIES);
export const ProfileCard = lazyWithRetry(async () => ({ default: (await import("../profile-card")).ProfileCard }), RETRIES);
