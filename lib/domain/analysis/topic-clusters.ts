/*
 * Topic clusters of an audience: accounts are linked by what they share (accounts they follow,
 * hashtags they post), and Louvain community detection (graphology) splits that graph into
 * clusters. Each cluster is named by the features most over-represented in it. Pure: no I/O.
 */
import Graph from "graphology";
import louvain from "graphology-communities-louvain";
import { fnv1a } from "./sampling";
import { marginOfError } from "./statistics";

export interface ClusterInput {
  id: string;
  /** Features of the account, e.g. "follow:<handle>" and "tag:<hashtag>". */
  features: string[];
}

export interface ClusterFeature {
  feature: string;
  /** Accounts of the cluster with it. */
  count: number;
  /** How many times more common it is in the cluster than in the analysed accounts. */
  lift: number;
}

export interface TopicCluster {
  size: number;
  /** Share (0-100) of the clustered accounts, with its 95% margin in points when the audience was sampled. */
  share: number;
  margin: number;
  /** The most distinctive hashtags and followed accounts, strongest first. */
  terms: ClusterFeature[];
  accounts: ClusterFeature[];
  members: string[];
}

export interface ClusterReport {
  population: number;
  analysed: number;
  /** Accounts with at least one link to another account (the ones that can be clustered). */
  clustered: number;
  /** Share (0-1) of the analysed accounts that were clustered. */
  coverage: number;
  modularity: number;
  clusters: TopicCluster[];
}

export interface ClusterOptions {
  /** Neighbours kept per account (strongest shared-feature links). */
  neighbours?: number;
  /** Features shared by more than this share of the accounts say nothing about groups and are ignored. */
  maxFeatureShare?: number;
  /** Clusters smaller than this are left out of the list (their accounts still count as clustered). */
  minClusterSize?: number;
  seed?: number;
}

/** A seeded generator for Louvain's node order, so the same audience gives the same clusters. */
function seededRandom(seed: number): () => number {
  let state = fnv1a(`louvain:${seed}`) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

function topFeatures(members: ClusterInput[], counts: Map<string, number>, analysed: number, prefix: string, useful: (f: string) => boolean): ClusterFeature[] {
  const inCluster = new Map<string, number>();
  for (const m of members) for (const f of new Set(m.features)) if (f.startsWith(prefix) && useful(f)) inCluster.set(f, (inCluster.get(f) ?? 0) + 1);
  return [...inCluster]
    .filter(([, n]) => n >= 2 || members.length < 4)
    .map(([feature, count]) => ({ feature: feature.slice(prefix.length), count, lift: count / members.length / ((counts.get(feature) ?? count) / analysed) }))
    .sort((a, b) => b.count * Math.log1p(b.lift) - a.count * Math.log1p(a.lift) || a.feature.localeCompare(b.feature))
    .slice(0, 5);
}

/** Clusters accounts by shared features: a k-nearest-neighbour similarity graph split by Louvain. */
export function clusterAccounts(accounts: ClusterInput[], population: number, o: ClusterOptions = {}): ClusterReport {
  const neighbours = o.neighbours ?? 8;
  const maxShare = o.maxFeatureShare ?? 0.9;
  const minSize = o.minClusterSize ?? 2;
  const analysed = accounts.length;
  const counts = new Map<string, number>();
  for (const a of accounts) for (const f of new Set(a.features)) counts.set(f, (counts.get(f) ?? 0) + 1);
  const useful = (f: string) => {
    const n = counts.get(f) ?? 0;
    return n >= 2 && (analysed < 4 || n / analysed <= maxShare);
  };
  const sets = accounts.map((a) => new Set(a.features.filter(useful)));

  // Accounts sharing a feature are candidates; each keeps its strongest links by Jaccard similarity.
  const byFeature = new Map<string, number[]>();
  sets.forEach((s, i) => s.forEach((f) => byFeature.set(f, [...(byFeature.get(f) ?? []), i])));
  const graph = new Graph({ type: "undirected" });
  sets.forEach((s, i) => {
    const shared = new Map<number, number>();
    for (const f of s) for (const j of byFeature.get(f)!) if (j !== i) shared.set(j, (shared.get(j) ?? 0) + 1);
    const strongest = [...shared]
      .map(([j, n]) => ({ j, w: n / (s.size + sets[j].size - n) }))
      .sort((a, b) => b.w - a.w || a.j - b.j)
      .slice(0, neighbours);
    for (const { j, w } of strongest) {
      const [a, b] = [accounts[i].id, accounts[j].id];
      if (!graph.hasNode(a)) graph.addNode(a);
      if (!graph.hasNode(b)) graph.addNode(b);
      if (graph.hasEdge(a, b)) graph.setEdgeAttribute(a, b, "weight", Math.max(graph.getEdgeAttribute(a, b, "weight") as number, w));
      else graph.addEdge(a, b, { weight: w });
    }
  });

  const clustered = graph.order;
  if (!graph.size) return { population, analysed, clustered: 0, coverage: 0, modularity: 0, clusters: [] };
  const result = louvain.detailed(graph, { getEdgeWeight: "weight", rng: seededRandom(o.seed ?? 1) });
  const groups = new Map<number, ClusterInput[]>();
  const byId = new Map(accounts.map((a) => [a.id, a]));
  for (const [id, c] of Object.entries(result.communities)) groups.set(c, [...(groups.get(c) ?? []), byId.get(id)!]);
  const clusters = [...groups.values()]
    .filter((members) => members.length >= minSize)
    .map((members) => {
      const p = members.length / clustered;
      return {
        size: members.length,
        share: p * 100,
        margin: marginOfError(p, analysed, population) * 100,
        terms: topFeatures(members, counts, analysed, "tag:", useful),
        accounts: topFeatures(members, counts, analysed, "follow:", useful),
        members: members.map((m) => m.id).sort(),
      };
    })
    .sort((a, b) => b.size - a.size || a.members[0].localeCompare(b.members[0]));
  return { population, analysed, clustered, coverage: clustered / analysed, modularity: result.modularity, clusters };
}
