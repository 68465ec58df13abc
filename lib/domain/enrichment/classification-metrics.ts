/** Accuracy and macro-averaged F1 of predicted labels against gold labels. */
export function classificationMetrics<L extends string>(gold: readonly L[], predicted: readonly L[], labels: readonly L[]) {
  if (gold.length !== predicted.length) throw new Error("gold and predicted differ in length");
  let correct = 0;
  const perLabel = labels.map((label) => {
    let tp = 0, fp = 0, fn = 0;
    gold.forEach((g, i) => {
      const p = predicted[i];
      if (p === label && g === label) tp += 1;
      else if (p === label) fp += 1;
      else if (g === label) fn += 1;
    });
    const precision = tp + fp ? tp / (tp + fp) : 0;
    const recall = tp + fn ? tp / (tp + fn) : 0;
    const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
    return { label, precision, recall, f1 };
  });
  gold.forEach((g, i) => (correct += g === predicted[i] ? 1 : 0));
  return {
    accuracy: gold.length ? correct / gold.length : 0,
    macroF1: perLabel.reduce((s, l) => s + l.f1, 0) / labels.length,
    perLabel,
  };
}

/** `matrix[g][p]`: how many posts of gold label `labels[g]` were labelled `labels[p]`. */
export function confusionMatrix<L extends string>(gold: readonly L[], predicted: readonly L[], labels: readonly L[]): number[][] {
  const matrix = labels.map(() => labels.map(() => 0));
  gold.forEach((g, i) => {
    const row = labels.indexOf(g);
    const column = labels.indexOf(predicted[i]);
    if (row >= 0 && column >= 0) matrix[row][column] += 1;
  });
  return matrix;
}
