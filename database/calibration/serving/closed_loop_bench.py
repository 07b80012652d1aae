"""Closed-loop continuous-batching serving on one GPU: Llama-3-8B shape, bf16, random weights, a minimal real engine.

Client: closed loop at concurrency N (as `vllm bench serve --max-concurrency N` with an unbounded request rate):
N requests arrive at t = 0; whenever a request finishes, a new one arrives at that moment. Fixed lengths: every
request has ISL prompt tokens and OSL output tokens (like --random-input-len ISL --random-output-len OSL
--random-range-ratio 1; ignore_eos: a request always produces exactly OSL tokens).
Scheduler (vLLM V1-like, chunked prefill always on): each step, every running request that has finished its
prefill decodes one token (1 token of budget each); then running requests with an unfinished prompt take the
next chunk of it, then waiting requests are admitted FIFO (while len(running) < max_num_seqs and a slot is
free), each taking min(rest of its prompt, remaining budget) tokens; the step's total is <= max_num_batched_tokens
(2048). A prompt may be split over several steps. A request's first token is produced at the end of the step
that finishes its prefill; every later step gives it one more token.
Model step: embedding of the step's tokens; 32 layers of RMSNorm, QKV / O /
gate-up / down GEMMs over all the step's tokens together; K/V of the new tokens written into the cache
(index_copy_); attention in two calls of PyTorch's FlashAttention-2 varlen kernel (aten._flash_attention_forward,
GQA): the decode rows (one query row each, max_q = 1) and the prefill chunks (causal, bottom-right aligned: a
chunk's rows see the chunk's earlier rows and the prompt tokens already cached). Each sequence's keys are read
in place from its own slot with `seqused_k` = its exact context length, so there is no padding: attention work
is that of the real contexts. LM head + argmax over one row per scheduled request (its last token, as vLLM V1
computes logits for every scheduled request), copied to the host (the step's synchronisation point).
KV cache: one contiguous slot of max length ISL + OSL per running request (N slots, plus one dummy slot that
padded graph rows write to), per layer a [(N+1)*(ISL+OSL), 8, 128] bf16 tensor for K and one for V; no paging,
no prefix caching, no preemption (always fits).
Two execution modes, each config is run in both (same engine, same caches):
- "graphs": a step with decode rows only (no prefill) replays a CUDA graph of the whole step, captured at start
  for vLLM's default capture sizes (1, 2, 4, 8, 16, 24, ... up to the first size >= N); the batch is padded to the
  next captured size (padded rows attend to one key of the dummy slot; their logits are computed and dropped),
  and the graph's attention uses max_k = ISL + OSL. Steps that contain prefill tokens run eagerly. This is vLLM
  V1's default behaviour (full CUDA graphs for uniform decode batches; its piecewise graphs for mixed batches of
  <= 512 tokens are not reproduced: a mixed step here has >= 512 prefill tokens at ISL 512 or 1024 except for the
  last piece of a split prompt);
- "eager": every step eager. Its small steps are bound by the host's kernel launches (launch_ms ~ gpu_ms).
Times: host perf_counter. TTFT = first-token time - arrival; ITL = gaps between a request's later tokens;
TPOT = (E2E - TTFT) / (OSL - 1); E2E = last-token time - arrival. Per step: gpu_ms = CUDA events around all of
the step's device work (it includes gaps where the GPU waited for the host to launch kernels), wall_ms = host
time of the whole step (scheduling, metadata build and copy, kernel launches, waiting for the result, the
request bookkeeping), sched_ms / launch_ms / wait_ms / post_ms its parts.
Steady state: the first N requests (all arriving at t = 0) are excluded from the latency statistics; the run goes
on until max(4N, 64) requests after them have completed (or RUN_CAP_S). Throughputs are over the window from the
first completion to the end of the run (closed loop, N in flight throughout).
Not modelled: tokenizer, detokenizer, HTTP/API server and the client's own latency, sampling beyond argmax, RoPE.
Usage: python3 closed_loop_bench.py OUT.json   (env CL_RUNS="isl:osl:N,...", CL_MODES="graphs,eager", CL_BUDGET
       (max_num_batched_tokens, 2048), CL_MAX_SEQS (max_num_seqs, 256), RUN_CAP_S, WARM_S, TIME_CAP)
       python3 closed_loop_bench.py --selftest      (attention check only)
"""
import collections, datetime, json, os, re, subprocess, sys, threading, time
import numpy as np
import torch
import torch.nn.functional as F

T_START = time.time()
H, NH, NKV, HD, FF, V, NL = 4096, 32, 8, 128, 14336, 128256, 32
QKV, G = (NH + 2 * NKV) * HD, NH // NKV
DT = torch.bfloat16
dev = torch.device("cuda")
BUDGET = int(os.environ.get("CL_BUDGET", 2048))
MAX_SEQS = int(os.environ.get("CL_MAX_SEQS", 256))
RUN_CAP_S = float(os.environ.get("RUN_CAP_S", 60))
WARM_S = float(os.environ.get("WARM_S", 2))
TIME_CAP = float(os.environ.get("TIME_CAP", 480))
DEFAULT_RUNS = "1024:128:1,1024:128:4,1024:128:16,1024:128:32,1024:128:64,1024:128:128,512:256:16,512:256:64"
RUNS = [tuple(int(v) for v in s.split(":")) for s in os.environ.get("CL_RUNS", DEFAULT_RUNS).split(",")]
MODES = os.environ.get("CL_MODES", "graphs,eager").split(",")


def sh(*cmd):
    try:
        r = subprocess.run(list(cmd), capture_output=True, text=True, timeout=20)
        return r.stdout.strip() if r.returncode == 0 else None
    except Exception:
        return None


SMI = []


def smi_reader():
    try:
        p = subprocess.Popen(["nvidia-smi", "--query-gpu=clocks.sm,clocks.mem,power.draw,temperature.gpu",
                              "--format=csv,noheader,nounits", "-lms", "250"], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, text=True, bufsize=1)
    except Exception:
        return
    for line in p.stdout:
        try:
            SMI.append((time.time(), *[float(x) for x in line.split(",")]))
        except ValueError:
            pass


def smi_window(t0, t1):
    s = [x for x in SMI if t0 <= x[0] <= t1]
    if not s:
        return {}
    return {"sm_MHz_mean": round(sum(x[1] for x in s) / len(s)), "power_W_mean": round(sum(x[3] for x in s) / len(s), 1),
            "temp_C_max": max(x[4] for x in s), "smi_samples": len(s)}


def i32(xs): return torch.tensor(xs, dtype=torch.int32, device=dev)


def fa(q, k, v, cu_q, cu_k, max_q, max_k, causal, seqused_k):
    """PyTorch's FlashAttention-2 varlen forward; q [Tq, 32, 128], k/v [Tk, 8, 128]; seq b's keys start at
    cu_k[b] and are seqused_k[b] long; causal is bottom-right aligned."""
    return torch.ops.aten._flash_attention_forward(q, k, v, cu_q, cu_k, max_q, max_k, 0.0, causal, False,
                                                   seqused_k=seqused_k)[0]


def selftest():
    """Decode and prefill-chunk varlen attention over slotted caches vs a float32 reference."""
    ns, Lm = 6, 96
    kc = torch.randn(ns * Lm, NKV, HD, dtype=DT, device=dev); vc = torch.randn_like(kc)
    dec = [(0, 10), (2, 96), (5, 33)]              # (slot, keys used)
    pre = [(1, 0, 7), (3, 20, 13), (4, 50, 46)]    # (slot, P cached, C chunk)
    qd = torch.randn(len(dec), NH, HD, dtype=DT, device=dev)
    qp = torch.randn(sum(c for _, _, c in pre), NH, HD, dtype=DT, device=dev)
    od = fa(qd, kc, vc, i32(list(range(len(dec) + 1))), i32([s * Lm for s, _ in dec] + [ns * Lm]), 1,
            max(u for _, u in dec), False, i32([u for _, u in dec]))
    cq = [0]
    for _, _, c in pre: cq.append(cq[-1] + c)
    op = fa(qp, kc, vc, i32(cq), i32([s * Lm for s, _, _ in pre] + [ns * Lm]), max(c for _, _, c in pre),
            max(p + c for _, p, c in pre), True, i32([p + c for _, p, c in pre]))

    def ref(q, s, p, c):  # q rows at absolute positions p..p+c-1 of slot s
        k = kc[s * Lm:s * Lm + p + c].float().repeat_interleave(G, 1); v = vc[s * Lm:s * Lm + p + c].float().repeat_interleave(G, 1)
        sc = torch.einsum("qhd,khd->hqk", q.float(), k) / HD ** 0.5
        m = torch.arange(p + c, device=dev)[None, :] <= (p + torch.arange(c, device=dev))[:, None]
        return torch.einsum("hqk,khd->qhd", sc.masked_fill(~m[None], float("-inf")).softmax(-1), v)

    rd = torch.cat([ref(qd[i:i + 1], s, u - 1, 1) for i, (s, u) in enumerate(dec)])
    rp = torch.cat([ref(qp[cq[i]:cq[i + 1]], s, p, c) for i, (s, p, c) in enumerate(pre)])
    return {"decode_rel_err": float((od.float() - rd).norm() / rd.norm()),
            "prefill_rel_err": float((op.float() - rp).norm() / rp.norm())}


if len(sys.argv) > 1 and sys.argv[1] == "--selftest":
    print(selftest()); sys.exit(0)


def rnd(*s): return torch.empty(*s, dtype=DT, device=dev).normal_().mul_(0.02)


def rms(x, w): return F.rms_norm(x, (H,), w, 1e-5)


class Req:
    __slots__ = ("id", "arrival", "isl", "osl", "slot", "computed", "out", "t_first", "t_last", "t_done", "itl", "last_tok")

    def __init__(self, i, t, isl, osl):
        self.id, self.arrival, self.isl, self.osl = i, t, isl, osl
        self.slot, self.computed, self.out, self.t_first, self.t_last, self.t_done = None, 0, 0, None, None, None
        self.itl, self.last_tok = [], 0


CAPTURE_SIZES = [1, 2, 4] + list(range(8, 513, 8))  # vLLM's default CUDA graph capture sizes


class Engine:
    def __init__(self, n_slots, lmax, graphs=True):
        self.ns, self.lm = n_slots, lmax
        tot = (n_slots + 1) * lmax  # slot n_slots is a dummy for padded graph rows
        self.kc = [torch.empty(tot, NKV, HD, dtype=DT, device=dev).normal_() for _ in range(NL)]
        self.vc = [torch.empty(tot, NKV, HD, dtype=DT, device=dev).normal_() for _ in range(NL)]
        self.hbuf = torch.empty(1 << 16, dtype=torch.int64, pin_memory=True)
        self.dbuf = torch.empty(1 << 16, dtype=torch.int64, device=dev)
        self.cu_q_d = torch.arange(MAX_SEQS + 1, dtype=torch.int32, device=dev)
        self.graphs, self.capture_s = {}, 0.0
        if graphs:
            t = time.perf_counter()
            self.sizes = [c for c in CAPTURE_SIZES if c < n_slots] + [next(c for c in CAPTURE_SIZES if c >= n_slots)]
            self.Tm = Tm = self.sizes[-1]
            self.gh = torch.zeros(4 * Tm + 1, dtype=torch.int64, pin_memory=True)
            self.gd = torch.zeros(4 * Tm + 1, dtype=torch.int64, device=dev)
            pool = torch.cuda.graph_pool_handle()
            for Tb in reversed(self.sizes):
                self._fill([], Tb)
                self.gd.copy_(self.gh)
                st = torch.cuda.Stream(); st.wait_stream(torch.cuda.current_stream())
                with torch.cuda.stream(st):
                    for _ in range(2):
                        self._decode_fwd(Tb)
                torch.cuda.current_stream().wait_stream(st)
                g = torch.cuda.CUDAGraph()
                with torch.cuda.graph(g, pool=pool):
                    out = self._decode_fwd(Tb)
                self.graphs[Tb] = (g, out)
            torch.cuda.synchronize()
            self.capture_s = time.perf_counter() - t

    def _fill(self, dec, Tb):
        """Graph input buffer: [ids | kv positions | cu_k (Tb+1) | seqused_k] at offsets 0, Tm, 2Tm, 3Tm+1."""
        Tm, Lm, nd = self.Tm, self.lm, len(dec)
        pad, dummy = Tb - nd, self.ns * Lm
        full = ([r.last_tok for r in dec] + [0] * (Tm - nd)
                + [r.slot * Lm + r.computed for r in dec] + [dummy] * (Tm - nd)
                + [r.slot * Lm for r in dec] + [dummy] * pad + [dummy + Lm] * (Tm + 1 - Tb)
                + [r.computed + 1 for r in dec] + [1] * (Tm - nd))
        self.gh.copy_(torch.tensor(full, dtype=torch.int64))

    def _decode_fwd(self, Tb):
        Tm, gd = self.Tm, self.gd
        ids, pos = gd[:Tb], gd[Tm:Tm + Tb]
        cu_k = gd[2 * Tm:2 * Tm + Tb + 1].to(torch.int32); used = gd[3 * Tm + 1:3 * Tm + 1 + Tb].to(torch.int32)
        x = F.embedding(ids, emb)
        for i, w in enumerate(ws):
            q, k, v = (rms(x, w["n1"]) @ w["qkv"]).split([NH * HD, NKV * HD, NKV * HD], dim=-1)
            kc, vc = self.kc[i], self.vc[i]
            kc.index_copy_(0, pos, k.view(Tb, NKV, HD)); vc.index_copy_(0, pos, v.view(Tb, NKV, HD))
            a = fa(q.view(Tb, NH, HD), kc, vc, self.cu_q_d[:Tb + 1], cu_k, 1, self.lm, False, used)
            x = x + a.view(Tb, NH * HD) @ w["o"]
            g, u = (rms(x, w["n2"]) @ w["gu"]).split(FF, dim=-1)
            x = x + (F.silu(g) * u) @ w["d"]
        return (rms(x, ws[0]["n1"]) @ lm).argmax(-1)

    def graph_step(self, dec):
        """Decode-only step by graph replay; returns (tokens, e0, e1, t_launched, padded batch)."""
        Tb = next(c for c in self.sizes if c >= len(dec))
        self._fill(dec, Tb)
        e0, e1 = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        e0.record()
        self.gd.copy_(self.gh, non_blocking=True)
        g, out = self.graphs[Tb]
        g.replay()
        e1.record()
        return out[:len(dec)], e0, e1, time.perf_counter(), Tb

    def step(self, dec, pre):
        """dec: decoding requests, pre: (request, chunk) pairs, each sorted by slot. Returns (tokens, e0, e1, t_launched)."""
        Lm, nd, npf = self.lm, len(dec), len(pre)
        ids = [r.last_tok for r in dec]
        pos = [r.slot * Lm + r.computed for r in dec]
        rows = list(range(nd)); acc = nd
        cu_q_p, cu_k_p, used_p = [0], [], []
        for r, c in pre:
            b = (r.id * 7919) % (V - 4096) + r.computed
            ids.extend(range(b, b + c))
            b = r.slot * Lm + r.computed
            pos.extend(range(b, b + c))
            acc += c; rows.append(acc - 1)
            cu_q_p.append(cu_q_p[-1] + c); cu_k_p.append(r.slot * Lm); used_p.append(r.computed + c)
        cu_k_p.append((self.ns + 1) * Lm)
        used_d = [r.computed + 1 for r in dec]
        cu_k_d = [r.slot * Lm for r in dec] + [(self.ns + 1) * Lm]
        T, R = len(ids), len(rows)
        ints = ids + pos + rows + cu_k_d + used_d + cu_q_p + cu_k_p + used_p
        n = len(ints)
        self.hbuf[:n].copy_(torch.tensor(ints, dtype=torch.int64))
        e0, e1 = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        e0.record()
        d = self.dbuf[:n]; d.copy_(self.hbuf[:n], non_blocking=True)
        ids_d, pos_d, rows_d = d[:T], d[T:2 * T], d[2 * T:2 * T + R]
        m = d[2 * T + R:].to(torch.int32); o = 0
        cu_k_d_t = m[o:o + nd + 1]; o += nd + 1
        used_d_t = m[o:o + nd]; o += nd
        cu_q_p_t = m[o:o + npf + 1]; o += npf + 1
        cu_k_p_t = m[o:o + npf + 1]; o += npf + 1
        used_p_t = m[o:o + npf]
        max_k_d = max(used_d) if nd else 0
        max_q_p = max(c for _, c in pre) if npf else 0
        max_k_p = max(used_p) if npf else 0
        x = F.embedding(ids_d, emb)
        for i, w in enumerate(ws):
            q, k, v = (rms(x, w["n1"]) @ w["qkv"]).split([NH * HD, NKV * HD, NKV * HD], dim=-1)
            kc, vc = self.kc[i], self.vc[i]
            kc.index_copy_(0, pos_d, k.view(T, NKV, HD)); vc.index_copy_(0, pos_d, v.view(T, NKV, HD))
            q3 = q.view(T, NH, HD)
            parts = []
            if nd:
                parts.append(fa(q3[:nd], kc, vc, self.cu_q_d[:nd + 1], cu_k_d_t, 1, max_k_d, False, used_d_t))
            if npf:
                parts.append(fa(q3[nd:], kc, vc, cu_q_p_t, cu_k_p_t, max_q_p, max_k_p, True, used_p_t))
            a = parts[0] if len(parts) == 1 else torch.cat(parts)
            x = x + a.view(T, NH * HD) @ w["o"]
            g, u = (rms(x, w["n2"]) @ w["gu"]).split(FF, dim=-1)
            x = x + (F.silu(g) * u) @ w["d"]
        tok = (rms(x[rows_d], ws[0]["n1"]) @ lm).argmax(-1)
        e1.record()
        return tok, e0, e1, time.perf_counter()


STEP_DOC = ("graph_bs: padded batch of the CUDA graph the step replayed (0: eager step); t_end_s: step end (result on host) since run start; n_decode: decode tokens; n_prefill_tok / "
            "n_prefill_seq: prefill tokens / sequences; prefill_chunks_c_p: [chunk tokens, prompt tokens already "
            "cached] per prefill sequence; sum_ctx_decode / max_ctx_decode: keys attended by the decode rows (context "
            "incl. the new token), summed / max; n_first_tokens: prefills finished (first tokens) in the step; "
            "n_running / n_waiting: after the step; gpu_ms: CUDA events around the step's device work; wall_ms: host "
            "time of the whole step = sched_ms (scheduling) + launch_ms (metadata build + H2D copy + kernel "
            "launches) + wait_ms (waiting for the sampled tokens) + post_ms (request bookkeeping, new arrivals)")
STEP_COLS = ["graph_bs", "t_end_s", "n_decode", "n_prefill_tok", "n_prefill_seq", "prefill_chunks_c_p", "sum_ctx_decode",
             "max_ctx_decode", "n_first_tokens", "n_running", "n_waiting", "gpu_ms", "wall_ms", "sched_ms",
             "launch_ms", "wait_ms", "post_ms"]


def closed_loop(eng, isl, osl, N, target, cap_s, use_graphs):
    running, waiting, free, reqs, steps = [], collections.deque(), list(range(N - 1, -1, -1)), [], []
    t0 = time.perf_counter()

    def arrive(t):
        r = Req(len(reqs), t, isl, osl); reqs.append(r); waiting.append(r)

    for _ in range(N):
        arrive(t0)
    counted, truncated = 0, False
    while True:
        ts = time.perf_counter()
        budget = BUDGET
        dec = [r for r in running if r.computed >= r.isl]
        budget -= len(dec)
        pre = []
        for r in running:
            if r.computed < r.isl and budget > 0:
                c = min(r.isl - r.computed, budget); pre.append((r, c)); budget -= c
        while waiting and budget > 0 and len(running) < MAX_SEQS and free:
            r = waiting.popleft(); r.slot = free.pop(); running.append(r)
            c = min(r.isl, budget); pre.append((r, c)); budget -= c
        dec.sort(key=lambda r: r.slot); pre.sort(key=lambda rc: rc[0].slot)
        chunks = [[c, r.computed] for r, c in pre]
        ctx = [r.computed + 1 for r in dec]
        tl0 = time.perf_counter()
        if use_graphs and not pre and dec and len(dec) <= eng.sizes[-1]:
            tok, e0, e1, tl1, gbs = eng.graph_step(dec)
        else:
            (tok, e0, e1, tl1), gbs = eng.step(dec, pre), 0
        toks = tok.tolist()
        tw = time.perf_counter()
        nd, nfirst = len(dec), 0
        for k, r in enumerate(dec):
            r.computed += 1; r.out += 1; r.last_tok = toks[k]; r.itl.append(tw - r.t_last); r.t_last = tw
        for k, (r, c) in enumerate(pre):
            r.computed += c
            if r.computed == r.isl:
                r.out = 1; r.t_first = r.t_last = tw; r.last_tok = toks[nd + k]; nfirst += 1
        done = [r for r in running if r.out >= r.osl]
        for r in done:
            r.t_done = tw; running.remove(r); free.append(r.slot)
            if r.id >= N:
                counted += 1
            arrive(tw)
        te = time.perf_counter()
        steps.append([gbs, round(tw - t0, 6), nd, sum(c for c, _ in chunks), len(chunks), chunks, sum(ctx), max(ctx, default=0),
                      nfirst, len(running), len(waiting), round(e0.elapsed_time(e1), 4), round((te - ts) * 1e3, 4),
                      round((tl0 - ts) * 1e3, 4), round((tl1 - tl0) * 1e3, 4), round((tw - tl1) * 1e3, 4),
                      round((te - tw) * 1e3, 4)])
        if counted >= target:
            break
        if te - t0 > cap_s:
            truncated = True; break
    return reqs, steps, t0, truncated


def pct(xs, p): return float(np.percentile(xs, p)) if len(xs) else None


def stats(name, xs):
    xs = np.asarray(xs, dtype=float)
    if not len(xs):
        return {}
    return {f"mean_{name}": float(xs.mean()), f"median_{name}": pct(xs, 50), f"std_{name}": float(xs.std()),
            f"p90_{name}": pct(xs, 90), f"p99_{name}": pct(xs, 99), f"min_{name}": float(xs.min()), f"max_{name}": float(xs.max())}


def summarize(isl, osl, N, target, reqs, steps, t0, truncated, wall0, wall1, mode):
    K = {c: i for i, c in enumerate(STEP_COLS)}
    col = lambda ss, c: [x[K[c]] for x in ss]
    cnt = [r for r in reqs if r.id >= N and r.t_done is not None]
    ttft = [(r.t_first - r.arrival) * 1e3 for r in cnt]
    e2e = [(r.t_done - r.arrival) * 1e3 for r in cnt]
    tpot = [(r.t_done - r.t_first) * 1e3 / (osl - 1) for r in cnt]
    itl = [g * 1e3 for r in cnt for g in r.itl]
    done_t = sorted(r.t_done - t0 for r in reqs if r.t_done is not None)
    if not done_t:
        return {"mode": mode, "max_concurrency": N, "random_input_len": isl, "random_output_len": osl,
                "error": "no request completed within the run cap", "steps": len(steps)}
    t_end = col(steps, "t_end_s")
    t_a, t_b = done_t[0], t_end[-1]
    win = [x for x in steps if t_a < x[K["t_end_s"]] <= t_b]
    out_tok = sum(col(win, "n_decode")) + sum(col(win, "n_first_tokens"))
    in_tok = sum(col(win, "n_prefill_tok"))
    n_done_win = sum(1 for t in done_t if t_a < t <= t_b)
    dur = t_b - t_a
    all_out = sum(col(steps, "n_decode")) + sum(col(steps, "n_first_tokens"))
    gpu, wall = np.array(col(steps, "gpu_ms")), np.array(col(steps, "wall_ms"))
    dec_only = [x for x in steps if x[K["n_prefill_tok"]] == 0]
    mixed = [x for x in steps if x[K["n_prefill_tok"]] > 0 and x[K["n_decode"]] > 0]
    mean = lambda ss, c: float(np.mean(col(ss, c))) if ss else None
    res = {"mode": mode, "cuda_graphs": "decode-only steps" if mode == "graphs" else "none",
           "max_concurrency": N, "random_input_len": isl, "random_output_len": osl, "max_num_batched_tokens": BUDGET,
           "max_num_seqs": MAX_SEQS, "target_completed_after_first_N": target, "truncated_by_run_cap": truncated,
           "completed": len(cnt), "excluded_first_N": N, "duration": dur, "window": "first completion -> end of run",
           "request_throughput": n_done_win / dur, "output_throughput": out_tok / dur,
           "total_token_throughput": (out_tok + in_tok) / dur, "prefill_token_throughput": in_tok / dur,
           "total_input_tokens": isl * len(cnt), "total_output_tokens": osl * len(cnt),
           **stats("ttft_ms", ttft), **stats("tpot_ms", tpot), **stats("itl_ms", itl), **stats("e2el_ms", e2e),
           "whole_run": {"duration_s": t_b, "requests_completed": len(done_t), "steps": len(steps),
                         "output_tokens": all_out, "output_throughput": all_out / t_b},
           "steps": len(steps), "steps_in_window": len(win),
           "host": {"mean_wall_ms": float(wall.mean()), "mean_gpu_ms": float(gpu.mean()),
                    "mean_sched_ms": mean(steps, "sched_ms"), "mean_launch_ms": mean(steps, "launch_ms"),
                    "mean_wait_ms": mean(steps, "wait_ms"), "mean_post_ms": mean(steps, "post_ms"),
                    "mean_wall_minus_gpu_ms": float((wall - gpu).mean()),
                    "gpu_busy_fraction_of_wall": float(gpu.sum() / wall.sum()),
                    "decode_only_steps": len(dec_only),
                    "decode_only_graph_steps": sum(1 for x in dec_only if x[K["graph_bs"]] > 0),
                    "decode_only_mean_gpu_ms": mean(dec_only, "gpu_ms"), "decode_only_mean_wall_ms": mean(dec_only, "wall_ms"),
                    "decode_only_mean_launch_ms": mean(dec_only, "launch_ms"),
                    "mixed_steps": len(mixed), "mixed_mean_gpu_ms": mean(mixed, "gpu_ms"),
                    "mixed_mean_wall_ms": mean(mixed, "wall_ms"), "mixed_mean_launch_ms": mean(mixed, "launch_ms")},
           "per_request": {"ids": [r.id for r in cnt], "arrival_s": [round(r.arrival - t0, 6) for r in cnt],
                           "ttft_ms": ttft, "tpot_ms": tpot, "e2e_ms": e2e},
           **smi_window(wall0, wall1),
           "step_log": {"columns": STEP_COLS, "doc": STEP_DOC, "rows": steps}}
    return res


meta = {"device": torch.cuda.get_device_name(0), "torch": torch.__version__, "cuda": torch.version.cuda,
        "smi": sh("nvidia-smi", "--query-gpu=name,driver_version,power.limit,enforced.power.limit,power.max_limit,"
                  "clocks.sm,clocks.max.sm,clocks.mem,clocks.max.mem,temperature.gpu", "--format=csv"),
        "started_utc": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "model": {"name": "llama-3-8b-shape", "hidden": H, "layers": NL, "heads": NH, "kv_heads": NKV, "head_dim": HD,
                  "ffn": FF, "vocab": V, "dtype": "bf16", "weights": "random", "rope": "not applied (as llm_bench.py)"},
        "scheduler": {"max_num_batched_tokens": BUDGET, "max_num_seqs": MAX_SEQS, "chunked_prefill": True,
                      "order": "decodes of all running requests, then unfinished prompts of running requests, then "
                               "waiting requests FIFO", "logits_rows": "one per scheduled request"},
        "notes": ["attention: FlashAttention-2 varlen (aten._flash_attention_forward) with per-sequence seqused_k over "
                  "per-slot contiguous caches - no padding, each sequence reads exactly its own context; decode rows "
                  "and prefill chunks are two calls per layer",
                  "each config runs twice: mode 'graphs' (decode-only steps replay a full-step CUDA graph padded to "
                  "vLLM's capture sizes, steps with prefill eager - vLLM V1's default) and mode 'eager' (every step "
                  "eager: small steps are bound by host kernel launches)",
                  "KV cache: contiguous slot per request of ISL+OSL tokens, no paging; random weights, argmax 'sampling'",
                  "latency keys follow vllm bench serve (mean_/median_/std_/p90_/p99_ + ttft_ms, tpot_ms, itl_ms, "
                  "e2el_ms); per_request.e2e_ms is the same E2E",
                  "times are host perf_counter after the step's result reached the host; no tokenizer / HTTP / client"],
        "method": __doc__.strip(), "run_cap_s": RUN_CAP_S, "warmup_s_per_run": WARM_S}
res = {"meta": meta, "runs": []}


def dump():
    """Indented JSON, but each step-log row and each flat list of numbers on one line."""
    def mark(o):
        if isinstance(o, dict):
            return {k: ([("@@" + json.dumps(r, separators=(",", ":")) + "@@") for r in v] if k == "rows" and
                        isinstance(v, list) else mark(v)) for k, v in o.items()}
        return [mark(x) for x in o] if isinstance(o, list) else o
    s = json.dumps(mark(res), indent=1)
    s = re.sub(r'"@@(.*?)@@"', r"\1", s)
    s = re.sub(r"\[\s+([^\[\]{}\"]*?)\s+\]", lambda m: "[" + re.sub(r"\s+", "", m.group(1)) + "]", s)
    open(sys.argv[1], "w").write(s)


threading.Thread(target=smi_reader, daemon=True).start()
with torch.no_grad():
    meta["attn_selftest"] = selftest()
    print("attention selftest:", meta["attn_selftest"], flush=True)
    if max(meta["attn_selftest"].values()) > 2e-2:
        print("attention selftest FAILED; not running the engine"); dump(); sys.exit(1)
    ws = [dict(qkv=rnd(H, QKV), o=rnd(NH * HD, H), gu=rnd(H, 2 * FF), d=rnd(FF, H),
               n1=torch.ones(H, dtype=DT, device=dev), n2=torch.ones(H, dtype=DT, device=dev)) for _ in range(NL)]
    lm = rnd(H, V)
    emb = rnd(V, H)
    for isl, osl, N in RUNS:
        target = max(4 * N, 64)
        eng = None
        for mode in MODES:
            if time.time() - T_START > TIME_CAP:
                res["runs"].append({"mode": mode, "max_concurrency": N, "random_input_len": isl, "random_output_len": osl,
                                    "skipped": "time cap"})
                continue
            if eng is None:
                eng = Engine(N, isl + osl, graphs="graphs" in MODES)
            closed_loop(eng, isl, osl, N, 10 ** 9, WARM_S, mode == "graphs")  # warm-up, discarded
            torch.cuda.synchronize()
            w0 = time.time()
            reqs, steps, t0, trunc = closed_loop(eng, isl, osl, N, target, RUN_CAP_S, mode == "graphs")
            w1 = time.time()
            r = summarize(isl, osl, N, target, reqs, steps, t0, trunc, w0, w1, mode)
            r["graph_capture_s"] = eng.capture_s if mode == "graphs" else None
            res["runs"].append(r)
            if "error" in r:
                print(mode, isl, osl, N, r["error"]); dump(); continue
            h = r["host"]
            print(f"{mode:6s} isl {isl} osl {osl} N {N:3d}: done {r['completed']} in {r['whole_run']['duration_s']:.1f}s, "
                  f"out tok/s {r['output_throughput']:.0f}, TTFT p50/p99 {r['median_ttft_ms']:.1f}/{r['p99_ttft_ms']:.1f} ms, "
                  f"TPOT p50/p99 {r['median_tpot_ms']:.2f}/{r['p99_tpot_ms']:.2f} ms, ITL p50/p99 {r['median_itl_ms']:.2f}/"
                  f"{r['p99_itl_ms']:.2f}, dec-only step wall/gpu/launch {h['decode_only_mean_wall_ms'] or 0:.2f}/"
                  f"{h['decode_only_mean_gpu_ms'] or 0:.2f}/{h['decode_only_mean_launch_ms'] or 0:.2f}, mixed wall/gpu "
                  f"{h['mixed_mean_wall_ms'] or 0:.2f}/{h['mixed_mean_gpu_ms'] or 0:.2f}" + (" TRUNCATED" if trunc else ""), flush=True)
            dump()
        del eng
        torch.cuda.empty_cache()
meta["wall_s"] = time.time() - T_START
meta["smi_after"] = sh("nvidia-smi", "--query-gpu=clocks.sm,power.draw,temperature.gpu,clocks_event_reasons.active",
                       "--format=csv")
dump()
print("done", round(meta["wall_s"], 1), "s, file", os.path.getsize(sys.argv[1]) // 1024, "KiB")
