"""One continuous-batching engine step with chunked prefill, on one GPU: Llama-3-8B shape, bf16, random weights.

A step as vLLM V1 runs it with chunked prefill: B running decode sequences (one new token each, KV context of
L tokens) PLUS a prefill chunk of C tokens of one new request that already has P tokens of its prompt in the
KV cache (P = 0 for a first chunk). All 32 layers:
- the GEMMs (QKV, O, gate/up, down) run over the B + C tokens together (one concatenated activation tensor);
- attention is per part: the B decode rows attend to their L cached tokens, the chunk's C query rows attend
  causally (bottom-right aligned) to its P + C keys; the two outputs are concatenated before the O projection;
- K/V of the new tokens are written into the caches; the LM head runs over B + 1 rows (the decode tokens and
  the chunk's last token; B rows when C = 0, 1 row when B = 0).
Two attention implementations are timed for every point (same GEMMs):
- `step_ms` ("sdpa"): decode rows by batched SDPA over a head-major cache [B, 8, L, 128] with the 4 query heads
  of a KV head as 4 query rows, exactly as llm_bench.py does it; the chunk by PyTorch's flash-attention varlen
  kernel (aten._flash_attention_forward, causal, one sequence);
- `step_ms_varlen`: decode rows by the same flash varlen kernel over a token-major cache [B*L, 8, 128]
  (cu_seqlens, max_q = 1: FA2's GQA "seqlen_q/ngroups swapped" decode path), the chunk as above. This is the
  attention closed_loop_bench.py uses.
Timing: eager PyTorch (no CUDA graph), CUDA events around the whole step, median of REP timed reps after WARM
warm-up steps; host wall time per rep (perf_counter around launch + synchronize: `wall_ms`) and the host time to
issue the step's kernels (`issue_ms`, perf_counter around the call, before synchronising) are kept alongside. In
eager mode a small step is bound by the host's kernel launches (issue_ms ~ step_ms), so eager times of small
steps measure the host CPU as much as the GPU and vary with it. Every point is therefore also captured in a CUDA
graph and replayed (`graph_step_ms`, `graph_step_ms_varlen`, median of REP replays): that is the GPU time of the
step without launch gaps, and for pure decode (C = 0) it is what llm_bench.py / llm_h200_cal.json measure.
KV caches hold random data. Where B*L*128 KiB for all 32 layers does not fit in GPU memory next to the weights,
fewer distinct per-layer KV buffers are allocated and layers reuse them round-robin (`kv_buffers_distinct`):
each layer still reads its full B*L context from HBM (a layer's ~0.44 GB of weight reads flush the 50 MB L2
between two uses of a buffer), so the timing is unaffected; the row says so.
Usage: python3 mixed_step_bench.py OUT.json      (env: MS_B, MS_L, MS_C, MS_P = comma lists; TIME_CAP seconds)
"""
import json, os, subprocess, sys, threading, time, datetime
import torch
import torch.nn.functional as F

T_START = time.time()
TIME_CAP = float(os.environ.get("TIME_CAP", 420))
H, NH, NKV, HD, FF, V, NL = 4096, 32, 8, 128, 14336, 128256, 32
QKV, G = (NH + 2 * NKV) * HD, NH // NKV
KV_PER_TOKEN = NL * NKV * HD * 2 * 2  # K and V, bf16, all layers: 128 KiB
DT = torch.bfloat16
dev = torch.device("cuda")
torch.backends.cuda.matmul.allow_tf32 = True


def envlist(k, d): return [int(x) for x in os.environ[k].split(",")] if os.environ.get(k) else d


BS = envlist("MS_B", [0, 1, 8, 32, 64, 128, 256])
LS = envlist("MS_L", [2048, 512])  # 2048 first: the must-have points are at L = 2048
CS = envlist("MS_C", [0, 128, 256, 512, 1024, 2048])
PS = envlist("MS_P", [0, 2048])
WARM, REP = 3, 12
CHUNK_KV_MAX = max(PS) + max(CS)


def sh(*cmd):
    try:
        r = subprocess.run(list(cmd), capture_output=True, text=True, timeout=20)
        return r.stdout.strip() if r.returncode == 0 else None
    except Exception:
        return None


# ---------------- nvidia-smi sampler (SM clock, power) so each point can carry the clock it ran at
SMI = []


def smi_reader():
    try:
        p = subprocess.Popen(["nvidia-smi", "--query-gpu=clocks.sm,clocks.mem,power.draw,temperature.gpu",
                              "--format=csv,noheader,nounits", "-lms", "200"], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, text=True, bufsize=1)
    except Exception:
        return
    for line in p.stdout:
        try:
            SMI.append((time.time(), *[float(x) for x in line.split(",")]))
        except ValueError:
            pass


threading.Thread(target=smi_reader, daemon=True).start()


def smi_window(t0, t1):
    s = [x for x in SMI if t0 <= x[0] <= t1]
    if not s:
        return {}
    return {"sm_MHz_mean": round(sum(x[1] for x in s) / len(s)), "power_W_mean": round(sum(x[3] for x in s) / len(s), 1),
            "smi_samples": len(s)}


# ---------------- model (as llm_bench.py)
def rnd(*s): return torch.empty(*s, dtype=DT, device=dev).normal_().mul_(0.02)


def rms(x, w): return F.rms_norm(x, (H,), w, 1e-5)


def mlp(x, w):
    g, u = (x @ w["gu"]).split(FF, dim=-1)
    return (F.silu(g) * u) @ w["d"]


def fa(q, k, v, cu_q, cu_k, max_q, max_k, causal, seqused_k=None):
    """PyTorch's FlashAttention-2 varlen forward. q [Tq, NH, HD], k/v [Tk, NKV, HD] (GQA); causal = bottom-right."""
    if seqused_k is None:
        return torch.ops.aten._flash_attention_forward(q, k, v, cu_q, cu_k, max_q, max_k, 0.0, causal, False)[0]
    return torch.ops.aten._flash_attention_forward(q, k, v, cu_q, cu_k, max_q, max_k, 0.0, causal, False,
                                                   seqused_k=seqused_k)[0]


def i32(xs): return torch.tensor(xs, dtype=torch.int32, device=dev)


class Point:
    """Everything one (B, L, C, P) step needs, built outside the timed region."""

    def __init__(self, B, L, C, P, kd, vd, kc, vc, nkv):
        self.B, self.L, self.C, self.P, self.kd, self.vd, self.kc, self.vc, self.nkv = B, L, C, P, kd, vd, kc, vc, nkv
        self.x = torch.randn(B + C, H, dtype=DT, device=dev)
        rows = list(range(B)) + ([B + C - 1] if C else [])
        self.rows = torch.tensor(rows, dtype=torch.long, device=dev)
        if B:
            self.cu_q_d = i32(list(range(B + 1)))
            self.cu_k_d = i32([b * L for b in range(B + 1)])
            self.pos_d = torch.tensor([b * L + L - 1 for b in range(B)], dtype=torch.long, device=dev)  # last slot
        if C:
            self.cu_q_c = i32([0, C]); self.cu_k_c = i32([0, P + C])

    def step(self, dec):
        B, L, C, P = self.B, self.L, self.C, self.P
        x = self.x
        for i, w in enumerate(ws):
            j = i % self.nkv
            q, k, v = (rms(x, w["n1"]) @ w["qkv"]).split([NH * HD, NKV * HD, NKV * HD], dim=-1)
            parts = []
            if B:
                if dec == "sdpa":  # llm_bench.py: head-major cache, new token in the last slot, 4 q rows per KV head
                    kh = self.kd[j].view(B, NKV, L, HD); vh = self.vd[j].view(B, NKV, L, HD)
                    kh[:, :, -1, :] = k[:B].view(B, NKV, HD); vh[:, :, -1, :] = v[:B].view(B, NKV, HD)
                    a = F.scaled_dot_product_attention(q[:B].view(B, NKV, G, HD), kh, vh)
                    parts.append(a.reshape(B, NH * HD))
                else:  # flash varlen over a token-major cache, one query row per sequence
                    kt = self.kd[j].view(B * L, NKV, HD); vt = self.vd[j].view(B * L, NKV, HD)
                    kt.index_copy_(0, self.pos_d, k[:B].view(B, NKV, HD)); vt.index_copy_(0, self.pos_d, v[:B].view(B, NKV, HD))
                    a = fa(q[:B].view(B, NH, HD), kt, vt, self.cu_q_d, self.cu_k_d, 1, L, False)
                    parts.append(a.view(B, NH * HD))
            if C:
                kc, vc = self.kc[i], self.vc[i]  # the chunk's own cache: always 32 distinct layers
                kc[P:P + C] = k[B:].view(C, NKV, HD); vc[P:P + C] = v[B:].view(C, NKV, HD)
                a = fa(q[B:].view(C, NH, HD), kc[:P + C], vc[:P + C], self.cu_q_c, self.cu_k_c, C, P + C, True)
                parts.append(a.view(C, NH * HD))
            a = parts[0] if len(parts) == 1 else torch.cat(parts)
            x = x + a @ w["o"]
            x = x + mlp(rms(x, w["n2"]), w)
        return rms(x[self.rows], ws[0]["n1"]) @ lm


def ev(): return torch.cuda.Event(enable_timing=True)


def time_eager(fn, warm=WARM, rep=REP):
    for _ in range(warm):
        fn()
    torch.cuda.synchronize()
    ts, ws_, is_ = [], [], []
    for _ in range(rep):
        e0, e1 = ev(), ev()
        h0 = time.perf_counter(); e0.record(); fn(); e1.record(); hi = time.perf_counter()
        torch.cuda.synchronize(); h1 = time.perf_counter()
        ts.append(e0.elapsed_time(e1)); ws_.append((h1 - h0) * 1e3); is_.append((hi - h0) * 1e3)
    ts.sort(); ws_.sort(); is_.sort()
    return {"ms": ts[rep // 2], "min_ms": ts[0], "max_ms": ts[-1], "wall_ms": ws_[rep // 2], "issue_ms": is_[rep // 2]}


def time_graph(fn, warm=3, rep=REP):
    s = torch.cuda.Stream(); s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):
        for _ in range(warm):
            fn()
    torch.cuda.current_stream().wait_stream(s)
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        fn()
    for _ in range(warm):
        g.replay()
    torch.cuda.synchronize()
    ts = []
    for _ in range(rep):
        e0, e1 = ev(), ev(); e0.record(); g.replay(); e1.record(); torch.cuda.synchronize(); ts.append(e0.elapsed_time(e1))
    ts.sort()
    del g
    return ts[rep // 2]


def attn_check():
    """Chunk attention (flash varlen, causal, P cached keys) and decode varlen vs a float32 reference."""
    out = {}
    for P, C in ((0, 37), (50, 37), (63, 1)):
        q = torch.randn(C, NH, HD, dtype=DT, device=dev); k = torch.randn(P + C, NKV, HD, dtype=DT, device=dev)
        v = torch.randn_like(k)
        o = fa(q, k, v, i32([0, C]), i32([0, P + C]), C, P + C, C > 1).float()
        kr, vr = k.float().repeat_interleave(G, 1), v.float().repeat_interleave(G, 1)
        s = torch.einsum("qhd,khd->hqk", q.float(), kr) / HD ** 0.5
        mask = torch.arange(P + C, device=dev)[None, :] <= (P + torch.arange(C, device=dev))[:, None]
        s = s.masked_fill(~mask[None], float("-inf"))
        ref = torch.einsum("hqk,khd->qhd", s.softmax(-1), vr)
        out[f"P{P}_C{C}"] = float((o - ref).norm() / ref.norm())
    return out


# ---------------- run
meta = {"device": torch.cuda.get_device_name(0), "torch": torch.__version__, "cuda": torch.version.cuda,
        "sms": torch.cuda.get_device_properties(0).multi_processor_count,
        "smi": sh("nvidia-smi", "--query-gpu=name,driver_version,power.limit,enforced.power.limit,power.max_limit,"
                  "clocks.sm,clocks.max.sm,clocks.mem,clocks.max.mem,temperature.gpu", "--format=csv"),
        "started_utc": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "model": {"name": "llama-3-8b-shape", "hidden": H, "layers": NL, "heads": NH, "kv_heads": NKV, "head_dim": HD,
                  "ffn": FF, "vocab": V, "dtype": "bf16", "weights": "random", "rope": "not applied (as llm_bench.py)"},
        "method": __doc__.strip(), "warmup_steps": WARM, "timed_reps": REP,
        "grid": {"B": BS, "L": LS, "C": CS, "P": PS}}
res = {"meta": meta, "rows": []}
print(json.dumps({k: meta[k] for k in ("device", "torch", "cuda", "smi")}, indent=1), flush=True)


def dump(): json.dump(res, open(sys.argv[1], "w"), indent=1)


with torch.no_grad():
    meta["attn_check_rel_err"] = attn_check()
    print("attention check (rel err vs fp32 reference):", meta["attn_check_rel_err"], flush=True)
    ws = [dict(qkv=rnd(H, QKV), o=rnd(NH * HD, H), gu=rnd(H, 2 * FF), d=rnd(FF, H),
               n1=torch.ones(H, dtype=DT, device=dev), n2=torch.ones(H, dtype=DT, device=dev)) for _ in range(NL)]
    lm = rnd(H, V)
    meta["model"]["weight_bytes"] = sum(t.numel() * 2 for w in ws for t in w.values()) + lm.numel() * 2
    kc = [torch.empty(CHUNK_KV_MAX, NKV, HD, dtype=DT, device=dev).normal_() for _ in range(NL)]
    vc = [torch.empty(CHUNK_KV_MAX, NKV, HD, dtype=DT, device=dev).normal_() for _ in range(NL)]
    torch.cuda.synchronize()
    budget = torch.cuda.mem_get_info()[0] - (8 << 30)  # leave 8 GiB for activations, logits, graphs
    meta["kv_budget_bytes"] = budget
    for L in LS:
        for B in BS:
            pts = [(C, P) for C in CS for P in (PS if C else [0]) if B or C]
            if not pts:
                continue
            if time.time() - T_START > TIME_CAP:
                for C, P in pts:
                    res["rows"].append({"B": B, "L": L, "C": C, "P": P, "skipped": "time cap"})
                continue
            per_layer = B * L * NKV * HD * 2  # bytes of K (or V) for one layer
            nkv = NL if B == 0 else max(1, min(NL, int(budget // (2 * per_layer))))
            kd = [torch.empty(B * L * NKV * HD, dtype=DT, device=dev).normal_() for _ in range(nkv)] if B else None
            vd = [torch.empty(B * L * NKV * HD, dtype=DT, device=dev).normal_() for _ in range(nkv)] if B else None
            for C, P in pts:
                row = {"B": B, "L": L, "C": C, "P": P, "tokens": B + C, "lm_head_rows": B + (1 if C else 0),
                       "decode_kv_tokens": B * L, "chunk_kv_tokens": P + C if C else 0,
                       "kv_buffers_distinct": nkv if B else None}
                if time.time() - T_START > TIME_CAP:
                    row["skipped"] = "time cap"; res["rows"].append(row); continue
                t0 = time.time()
                try:
                    pt = Point(B, L, C, P, kd, vd, kc, vc, nkv)
                    r = time_eager(lambda: pt.step("sdpa"))
                    row.update(step_ms=r["ms"], step_ms_min=r["min_ms"], step_ms_max=r["max_ms"], wall_ms=r["wall_ms"],
                               issue_ms=r["issue_ms"])
                    if B:
                        r = time_eager(lambda: pt.step("varlen"))
                        row.update(step_ms_varlen=r["ms"], step_ms_varlen_min=r["min_ms"], wall_ms_varlen=r["wall_ms"],
                                   issue_ms_varlen=r["issue_ms"])
                    row["graph_step_ms"] = time_graph(lambda: pt.step("sdpa"))
                    if B:
                        row["graph_step_ms_varlen"] = time_graph(lambda: pt.step("varlen"))
                    del pt
                except Exception as ex:
                    row["error"] = repr(ex)[:400]
                    torch.cuda.synchronize()
                row.update(smi_window(t0, time.time()))
                res["rows"].append(row)
                print({k: (round(v, 3) if isinstance(v, float) else v) for k, v in row.items()}, flush=True)
            del kd, vd
            torch.cuda.empty_cache()
            dump()

meta["wall_s"] = time.time() - T_START
meta["smi_after"] = sh("nvidia-smi", "--query-gpu=clocks.sm,power.draw,temperature.gpu,clocks_event_reasons.active",
                       "--format=csv")
dump()
# short table: step_ms vs C, P = 0
print("\neager step_ms / graph_step_ms (sdpa decode), P=0")
for L in LS:
    print(f"L={L}  B\\C " + " ".join(f"{c:>13d}" for c in CS))
    for B in BS:
        cells = []
        for C in CS:
            r = next((r for r in res["rows"] if r["B"] == B and r["L"] == L and r["C"] == C and r["P"] == 0), None)
            cells.append(f"{r['step_ms']:6.2f}/{r.get('graph_step_ms', float('nan')):6.2f}" if r and "step_ms" in r else f"{'-':>13s}")
        print(f"      {B:4d} " + " ".join(cells))
print("done", round(meta["wall_s"], 1), "s")
