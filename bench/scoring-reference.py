"""Reference for bench/scoring.mjs: the same file scored in-process by pandas + scikit-learn.

Reads the answer (id,target,list) and the prediction (id,target) with pandas, joins them on the
string id, computes the metric on list A and list B with scikit-learn, and prints one JSON line:
seconds to load the answer, seconds to read and score the prediction, peak RSS.
"""
import json
import resource
import sys
import time

import numpy as np
import pandas as pd
from sklearn.metrics import mean_squared_error, roc_auc_score

answer_path, prediction_path, metric = sys.argv[1:4]
t0 = time.perf_counter()
answer = pd.read_csv(answer_path, dtype={"id": str, "list": str})
t1 = time.perf_counter()
prediction = pd.read_csv(prediction_path, dtype={"id": str})
merged = answer.merge(prediction, on="id", how="left", suffixes=("_true", "_pred"), validate="one_to_one")


def score(rows):
    truth = rows["target_true"].to_numpy()
    pred = rows["target_pred"].to_numpy()
    if metric == "auc":
        return float(roc_auc_score(truth, pred))
    return float(np.sqrt(mean_squared_error(truth, pred)))


score_a = score(merged[merged["list"] == "A"])
score_b = score(merged[merged["list"] == "B"])
t2 = time.perf_counter()
print(
    json.dumps(
        {
            "metric": metric,
            "scoreA": score_a,
            "scoreB": score_b,
            "loadAnswerS": t1 - t0,
            "scoreS": t2 - t1,
            "peakRssMB": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
        }
    )
)
