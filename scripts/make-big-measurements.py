#!/usr/bin/env python3
"""Writes large, valid vLLM benchmark files (JSON Lines) to time `measurements import`,
`measurements list`, `accuracy` and `fit` on big measurement sets.

The numbers are SYNTHETIC: a smooth made-up latency model with a few per cent of noise, each
row consistent with itself (completed / duration = request throughput, tokens / duration =
token throughput, Little's law = max_concurrency), so the importer's checks pass. They say
nothing about any real GPU; use them for timings only.

    scripts/make-big-measurements.py --points 110843 --out /tmp/big

writes /tmp/big/part-01.jsonl ... (at most --per-file points each, the importer's per-file
limit by default) and prints one line per file: FILE SYSTEM, spreading the parts over
--systems so that no system holds more than --per-system points.
"""
import argparse
import json
import os
import random

CONCURRENCY = [1, 2, 4, 8, 16, 32, 64, 128, 256]
PROMPT = [128, 512, 1024, 2048, 4096]
OUTPUT = [128, 256, 512, 1024]


def row(c, prompt, output, rng, distinct):
    if distinct:  # every row its own run shape
        prompt = prompt + rng.randint(0, 97)
        output = output + rng.randint(0, 31)
    noise = 1.0 + rng.uniform(-0.03, 0.03)
    tpot_ms = (12.0 + 0.04 * c + 0.002 * prompt) * noise
    ttft_ms = (50.0 + 0.05 * prompt * (1.0 + c / 32.0)) * noise
    e2el_ms = ttft_ms + tpot_ms * (output - 1)
    completed = 10 * c
    req_per_s = c / (e2el_ms / 1000.0)
    duration = completed / req_per_s
    out_tokens, in_tokens = completed * output, completed * prompt
    return {
        "date": "20261126-120000", "endpoint_type": "vllm", "backend": "vllm", "label": None,
        "model_id": "meta-llama/Llama-3.1-70B-Instruct",
        "tokenizer_id": "meta-llama/Llama-3.1-70B-Instruct",
        "num_prompts": completed, "gpus": "8", "tp": "8", "request_rate": "inf",
        "burstiness": 1.0, "max_concurrency": c, "duration": duration, "completed": completed,
        "failed": 0, "total_input_tokens": in_tokens, "total_output_tokens": out_tokens,
        "request_throughput": req_per_s, "request_goodput": None,
        "output_throughput": out_tokens / duration,
        "total_token_throughput": (in_tokens + out_tokens) / duration,
        "mean_ttft_ms": ttft_ms, "median_ttft_ms": ttft_ms, "p99_ttft_ms": ttft_ms * 1.5,
        "mean_tpot_ms": tpot_ms, "median_tpot_ms": tpot_ms, "p99_tpot_ms": tpot_ms * 1.2,
        "mean_itl_ms": tpot_ms, "median_itl_ms": tpot_ms, "p99_itl_ms": tpot_ms * 1.5,
        "mean_e2el_ms": e2el_ms, "median_e2el_ms": e2el_ms, "p99_e2el_ms": e2el_ms * 1.2,
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--points", type=int, default=110843)
    ap.add_argument("--per-file", type=int, default=10000)
    ap.add_argument("--per-system", type=int, default=20000)
    ap.add_argument("--systems", default="hgx-h200,hgx-h100,hgx-b200,dgx-b200,hgx-h800,h200-nvl-8x")
    ap.add_argument("--distinct", action="store_true",
                    help="every row its own run shape (default: a 180-shape sweep repeated)")
    ap.add_argument("--seed", type=int, default=44)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    os.makedirs(a.out, exist_ok=True)
    systems = a.systems.split(",")
    shapes = [(c, p, o) for c in CONCURRENCY for p in PROMPT for o in OUTPUT]
    written, part, held = 0, 0, {s: 0 for s in systems}
    while written < a.points:
        n = min(a.per_file, a.points - written)
        system = next((s for s in systems if held[s] + n <= a.per_system), None)
        if system is None:
            raise SystemExit(f"{a.points} points do not fit {len(systems)} systems of "
                             f"{a.per_system}: give more --systems")
        part += 1
        path = os.path.join(a.out, f"part-{part:02d}.jsonl")
        with open(path, "w") as f:
            for i in range(n):
                f.write(json.dumps(row(*shapes[(written + i) % len(shapes)], rng, a.distinct)))
                f.write("\n")
        held[system] += n
        written += n
        print(path, system)


if __name__ == "__main__":
    main()
