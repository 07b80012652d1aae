<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>QObject</name>
    <message>
        <location filename="../../ui/charts/ChartFactory.cpp" line="+42"/>
        <source>TCO</source>
        <translation>TCO</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost per PFLOP</source>
        <translation>每 PFLOP 成本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FLOP/s per watt</source>
        <translation>每瓦 FLOP/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collectives</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slowdown</source>
        <translation>减速比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rent vs buy</source>
        <translation>租赁与采购</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sensitivity</source>
        <translation>敏感性</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price history</source>
        <translation>价格历史</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serve at a load</source>
        <translation>负载下的服务</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plan</source>
        <translation>规划</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accuracy</source>
        <translation>准确度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build, rent or API</source>
        <translation>自建、租用或 API</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Break-even</source>
        <translation>盈亏平衡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Specs</source>
        <translation>规格</translation>
    </message>
    <message>
        <location filename="../../ui/charts/PriceHistoryPage.cpp" line="+51"/>
        <source>spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on-demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1-month</source>
        <translation>1 个月</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1-year</source>
        <translation>1 年</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>3-year</source>
        <translation>3 年</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>hyperscalers</source>
        <translation>超大规模云厂商</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>neoclouds</source>
        <translation>新兴云厂商</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>marketplaces</source>
        <translation>算力市场</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>analyst reference</source>
        <translation>分析师参考价</translation>
    </message>
    <message>
        <location filename="../../ui/charts/SpecRows.cpp" line="+75"/>
        <source>Chip TDP (W)</source>
        <translation>芯片 TDP (W)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Memory (GB)</source>
        <translation>内存 (GB)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Memory bandwidth (GB/s)</source>
        <translation>内存带宽 (GB/s)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>BF16 dense (TFLOP/s)</source>
        <translation>BF16 稠密 (TFLOP/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 dense (TFLOP/s)</source>
        <translation>FP8 稠密 (TFLOP/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP6 dense (TFLOP/s)</source>
        <translation>FP6 稠密 (TFLOP/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP4 dense (TFLOP/s)</source>
        <translation>FP4 稠密 (TFLOP/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale-up domain</source>
        <translation>纵向扩展域</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Form factor</source>
        <translation>外形规格</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Scale-up per GPU (GB/s, uni-di)</source>
        <translation>每 GPU 纵向扩展带宽 (GB/s，单向)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scale-out per GPU (Gbit/s)</source>
        <translation>每 GPU 横向扩展带宽 (Gbit/s)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Capex per GPU (USD)</source>
        <translation>每 GPU 资本支出 (USD)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TCO (USD/GPU-hour)</source>
        <translation>TCO (USD/GPU小时)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>FP8 TFLOP/s per W (TDP)</source>
        <translation>每 W 的 FP8 TFLOP/s (TDP)</translation>
    </message>
    <message>
        <location filename="../../ui/commands/SetAssumptionCommand.cpp" line="+16"/>
        <location filename="../../ui/commands/SetPlanInputCommand.cpp" line="+13"/>
        <source>Set %1</source>
        <translation>设置 %1</translation>
    </message>
    <message>
        <location filename="../../ui/commands/SetAssumptionRangeCommand.cpp" line="+13"/>
        <source>Set range of %1</source>
        <translation>设置 %1 的范围</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear range of %1</source>
        <translation>清除 %1 的范围</translation>
    </message>
    <message>
        <location filename="../../ui/export/Report.cpp" line="+46"/>
        <source>vendor spec</source>
        <translation>厂商规格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>estimate</source>
        <translation>估计值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>measured</source>
        <translation>实测值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>user edit</source>
        <translation>用户修改</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>derived</source>
        <translation>推导值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reported by a third party</source>
        <translation>第三方转述的厂商数据</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Assumption</source>
        <translation>假设</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As loaded</source>
        <translation>载入时的值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Range (uncertainty)</source>
        <translation>范围（不确定性）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>edited</source>
        <translation>已修改</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>System %1: %2 = %3 (scenario)</source>
        <translation>系统 %1：%2 = %3（情景）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chip %1: %2 = %3 (scenario)</source>
        <translation>芯片 %1：%2 = %3（情景）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2: %3 = %4 (catalog edit, %5)</source>
        <translation>%1 %2：%3 = %4（目录修改，%5）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;No catalog value is edited.&lt;/p&gt;</source>
        <translation>&lt;p&gt;未修改任何目录值。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;p&gt;Every compared system has a TCO.&lt;/p&gt;</source>
        <translation>&lt;p&gt;所有参与比较的系统都有 TCO。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;No source cited&lt;/b&gt; (a gap in the catalog)</source>
        <translation>&lt;b&gt;未引用来源&lt;/b&gt;（目录中的缺口）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (not in the catalog&apos;s source list)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（不在目录的来源列表中）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>range</source>
        <translation>范围</translation>
    </message>
    <message>
        <location line="+58"/>
        <location line="+63"/>
        <source>Siliconomics report: %1</source>
        <translation>Siliconomics 报告：%1</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Generated %1 by Siliconomics %2. Catalog: %3.</source>
        <translation>由 Siliconomics %2 于 %1 生成。目录：%3。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Systems compared:</source>
        <translation>参与比较的系统：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The scenario has unsaved edits: the values in bold differ from the scenario as loaded.</source>
        <translation>情景有未保存的修改：粗体值与载入时的情景不同。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edited catalog values</source>
        <translation>已修改的目录值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Not available (n/a)</source>
        <translation>不适用 (n/a)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sources of every number used</source>
        <translation>所用每个数字的来源</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every numeric value of the compared systems, their chips and their chips&apos; rental quotes, by the source it cites. Values that are not vendor specifications are marked.</source>
        <translation>参与比较的系统、其芯片及芯片租赁报价的每个数值，按其引用的来源列出。非厂商规格的数值均已标注。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1: the PDF could not be produced</source>
        <translation>%1：无法生成 PDF</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/ScenarioCompareDialog.cpp" line="+51"/>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <location filename="../../ui/commands/SetEngineCommand.cpp" line="+11"/>
        <source>Set serving engine</source>
        <translation>设置服务引擎</translation>
    </message>
    <message>
        <location filename="../../ui/commands/FitEngineCommand.cpp" line="+10"/>
        <source>Fit %1 on %2</source>
        <translation>在 %2 上拟合 %1</translation>
    </message>
    <message>
        <location filename="../../ui/commands/SetPlanInputCommand.cpp" line="+5"/>
        <source>The Plan tab is closed: its inputs cannot be changed.</source>
        <translation>“规划”页已关闭，无法更改其输入。</translation>
    </message>
    <message>
        <location filename="../../ui/commands/SetRentalChoiceCommand.cpp" line="+10"/>
        <source>Set rental term</source>
        <translation>设置租用期限</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../../app/siliconomics/main.cpp" line="+100"/>
        <source>Snapshot: no user database read (no edits, imports or measurements; --db PATH reads one); scenario %1.</source>
        <translation>快照：未读取用户数据库（无修改、导入或测量；--db PATH 可读取一个）；情景 %1。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Snapshot: user database %1; scenario %2.</source>
        <translation>快照：用户数据库 %1；情景 %2。</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>Open scenario</source>
        <translation>打开情景</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>

Siliconomics has started on the default scenario.</source>
        <translation>

Siliconomics 已使用默认情景启动。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>User database</source>
        <translation>用户数据库</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>

Siliconomics is running on the shipped catalog; your edits cannot be saved until this is fixed.</source>
        <translation>

Siliconomics 正在使用随附的目录运行；在此问题解决之前，您的修改无法保存。</translation>
    </message>
</context>
<context>
    <name>sil::CoreText</name>
    <message>
        <location filename="../../ui/CoreText.cpp" line="+21"/>
        <source>no all-in IT power or chip TDP for %1</source>
        <translation>%1 没有全口径 IT 功率或芯片 TDP 数据</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no GPUs-per-server figure for %1</source>
        <translation>%1 没有每服务器 GPU 数量数据</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+6"/>
        <source>no dense %1 figure in the catalog</source>
        <translation>目录中没有稠密 %1 数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no measured %1 efficiency in the catalog</source>
        <translation>目录中没有实测的 %1 效率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no HBM bandwidth figure</source>
        <translation>%1 没有 HBM 带宽数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no HBM capacity figure</source>
        <translation>%1 没有 HBM 容量数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no dense %2 figure, so it cannot run %3 weights</source>
        <translation>%1 没有稠密 %2 数据，因此无法运行 %3 权重</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 needs %2 GB per GPU (weights %3 GB, KV cache %4 GB for %5 x %6 tokens) but %7 has %8 GB usable (%9 GB HBM x %10): over by %11 GB; use more GPUs per replica (--tp), smaller weights (--weights fp8) or a smaller batch</source>
        <translation>%1 每个 GPU 需要 %2 GB（权重 %3 GB，KV 缓存 %4 GB，对应 %5 x %6 个 token），但 %7 可用 %8 GB（%9 GB HBM x %10）：超出 %11 GB；请为每个副本使用更多 GPU (--tp)、更小的权重 (--weights fp8) 或更小的批大小</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 needs %2 GB per GPU with tp %3, pp %4, ep %5 but %6 has %7 GB usable; use more GPUs or more model parallelism</source>
        <translation>%1 在 TP %3、PP %4、EP %5 下每个 GPU 需要 %2 GB，但 %6 可用 %7 GB；请使用更多 GPU 或更高的模型并行度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: no parallel layout can be evaluated (%2)</source>
        <translation>%1：无法评估任何并行布局（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: the model has no usable bandwidth for this collective</source>
        <translation>%1：该模型对此集合通信没有可用带宽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: no chip &quot;%2&quot; in the catalog</source>
        <translation>%1：目录中没有芯片“%2”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--tp %1 must divide --gpus %2</source>
        <translation>--tp %1 必须整除 --gpus %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--tp %1 exceeds %2&apos;s scale-up domain of %3 GPUs</source>
        <translation>--tp %1 超出 %2 的纵向扩展域（%3 个 GPU）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--ep %1 must be a multiple of --tp and divide --gpus</source>
        <translation>--ep %1 必须是 --tp 的倍数且整除 --gpus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--tp x --pp (%1) must divide --gpus %2</source>
        <translation>--tp x --pp (%1) 必须整除 --gpus %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--tp %1 exceeds the scale-up domain of %2</source>
        <translation>--tp %1 超出 %2 的纵向扩展域</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a collective needs at least 2 ranks, got %1</source>
        <translation>集合通信至少需要 2 个 rank，实际为 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>reference %1</source>
        <translation>参考 %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>date &quot;%1&quot; is not YYYY-MM or YYYY-MM-DD</source>
        <translation>日期“%1”不是 YYYY-MM 或 YYYY-MM-DD 格式</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>no trend: the quotes span %1 days, at least %2 needed</source>
        <translation>无趋势：报价仅跨 %1 天，至少需要 %2 天</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>rented: no ownership TCO, so no capital cost</source>
        <translation>仅租用：无自有 TCO，因此无资本成本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no price: %1</source>
        <translation>无价格：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (not tuned on %2: speeds from the chip&apos;s own fit)</source>
        <translation>%1（未在 %2 上调优：速度取自芯片自身的拟合）</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>no trend: %1 dated quote, at least %2 needed</source>
        <translation>无趋势：带日期的报价 %1 条，至少需要 %2 条</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no trend: %1 dated quotes, at least %2 needed</source>
        <translation>无趋势：带日期的报价 %1 条，至少需要 %2 条</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>offered for up to %1 GPUs; %2 rented exceed it</source>
        <translation>最多提供 %1 个 GPU；租用的 %2 个超出此上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>offered for up to %1 GPUs</source>
        <translation>最多提供 %1 个 GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file gives no %1</source>
        <translation>文件中没有%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown collective %1</source>
        <translation>未知的集合通信 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown model %1</source>
        <translation>未知模型 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MLPerf %1 is latency-bounded; only Offline is predicted</source>
        <translation>MLPerf %1 场景受延迟约束，不作预测（仅预测离线场景）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>does not fit: %1</source>
        <translation>放不下：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>system %1 is no longer in the catalog</source>
        <translation>系统 %1 已不在目录中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 over %2 GPUs</source>
        <translation>%1，%2 个 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TP %1, batch %2</source>
        <translation>TP %1，批大小 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the best served throughput: TP %1, batch %2, %3 in / %4 out (%5)</source>
        <translation>最佳服务吞吐量：TP %1，批大小 %2，输入 %3 / 输出 %4 个 token（%5）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the best served throughput: TP %1, batch %2, %3 in / %4 out</source>
        <translation>最佳服务吞吐量：TP %1，批大小 %2，输入 %3 / 输出 %4 个 token</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 does not fit on %2 GPUs of %3</source>
        <translation>%1 无法放入 %3 的 %2 个 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (not profiled on %2: the chip&apos;s own fit)</source>
        <translation>%1（未在 %2 上建立配置：使用芯片自身的拟合）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (fitted on %2)</source>
        <translation>%1（在 %2 上拟合）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not serve %2 weights (it serves %3)</source>
        <translation>%1 不支持 %2 权重（支持 %3）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no TDP in the catalog</source>
        <translation>目录中没有 TDP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no memory size in the catalog</source>
        <translation>目录中没有内存容量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no memory bandwidth in the catalog</source>
        <translation>目录中没有内存带宽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no system built on it has a capex per GPU</source>
        <translation>基于该芯片的系统都没有每 GPU 资本支出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no trend: the fitted price at the latest quote is not positive</source>
        <translation>无趋势：最新报价处的拟合价格不为正</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>% of all-in kW</source>
        <translation>%（占全口径 kW）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>% of capex</source>
        <translation>%（占资本支出）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>% of capex/yr</source>
        <translation>%/年（占资本支出）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%/yr</source>
        <translation>%/年</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Active parameters</source>
        <translation>激活参数量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All-in IT power per GPU = TDP x this, for systems without an all-in figure</source>
        <translation>每 GPU 全口径 IT 功率 = TDP x 此值，用于没有全口径数据的系统</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All-in IT power/GPU</source>
        <translation>每 GPU 全口径 IT 功率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Annual interest rate (WACC) of the capex loan</source>
        <translation>资本支出贷款的年利率 (WACC)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average power drawn relative to the all-in IT power</source>
        <translation>平均功耗相对于全口径 IT 功率的比例</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average power load</source>
        <translation>平均功率负载</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BF16 dense</source>
        <translation>BF16 稠密</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BF16 realized</source>
        <translation>BF16 实测</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BF16 sparse</source>
        <translation>BF16 稀疏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cached input</source>
        <translation>缓存输入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call overhead</source>
        <translation>调用开销</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capex/GPU</source>
        <translation>每 GPU 资本支出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capex per GPU</source>
        <translation>每 GPU 资本支出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chip TDP</source>
        <translation>芯片 TDP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no date</source>
        <translation>无日期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All-in IT power per GPU</source>
        <translation>每 GPU 全口径 IT 功率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TCO per owned GPU-hour</source>
        <translation>每自有 GPU 小时 TCO</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TCO per useful GPU-hour</source>
        <translation>每有效 GPU 小时 TCO</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/useful GPU-hour</source>
        <translation>USD/有效 GPU小时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/PFLOP-hour</source>
        <translation>USD/PFLOP小时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chip</source>
        <translation>芯片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colocation</source>
        <translation>机房托管</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cooling</source>
        <translation>散热</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost of capital</source>
        <translation>资本成本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data-centre rent per kW of IT capacity (charged on full kW, no PUE)</source>
        <translation>每 kW IT 容量的数据中心租金（按满额 kW 计费，不含 PUE）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dense layers first</source>
        <translation>前置稠密层数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Depreciation / loan term of the hardware</source>
        <translation>硬件的折旧/贷款期限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Electricity price</source>
        <translation>电价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert FFN size</source>
        <translation>专家 FFN 维度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert-read η</source>
        <translation>专家读取 η</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Experts</source>
        <translation>专家数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Experts active</source>
        <translation>激活专家数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FFN size</source>
        <translation>FFN 维度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP16 dense</source>
        <translation>FP16 稠密</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP16 realized</source>
        <translation>FP16 实测</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP16 sparse</source>
        <translation>FP16 稀疏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 dense</source>
        <translation>FP32 稠密</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 realized</source>
        <translation>FP32 实测</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 sparse</source>
        <translation>FP32 稀疏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP4 dense</source>
        <translation>FP4 稠密</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP4 formats</source>
        <translation>FP4 格式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP4 realized</source>
        <translation>FP4 实测</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP4 sparse</source>
        <translation>FP4 稀疏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP6 dense</source>
        <translation>FP6 稠密</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP6 realized</source>
        <translation>FP6 实测</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP6 sparse</source>
        <translation>FP6 稀疏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP64 dense</source>
        <translation>FP64 稠密</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP64 realized</source>
        <translation>FP64 实测</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP64 sparse</source>
        <translation>FP64 稀疏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 dense</source>
        <translation>FP8 稠密</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 realized</source>
        <translation>FP8 实测</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 sparse</source>
        <translation>FP8 稀疏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Facility power / IT power</source>
        <translation>设施功率 / IT 功率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File or URL</source>
        <translation>文件或 URL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Form factor</source>
        <translation>外形规格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory type</source>
        <translation>内存类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transistors</source>
        <translation>晶体管数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>billion</source>
        <translation>十亿</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute dies</source>
        <translation>计算裸片数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale-up link</source>
        <translation>纵向扩展链路</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>上市状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announced</source>
        <translation>发布日期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announced precision</source>
        <translation>发布日期精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Available</source>
        <translation>供货日期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Available precision</source>
        <translation>供货日期精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accessed</source>
        <translation>访问日期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quoted</source>
        <translation>引文</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chip architecture</source>
        <translation>芯片架构</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collective overhead</source>
        <translation>集合通信开销</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Default for vendors</source>
        <translation>默认适用厂商</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Engine</source>
        <translation>推理引擎</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert read</source>
        <translation>专家权重读取效率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fitted on system</source>
        <translation>拟合所用系统</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fitted on chip</source>
        <translation>拟合所用芯片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fitted in format</source>
        <translation>拟合所用格式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory share</source>
        <translation>显存占用比例</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prefill compute</source>
        <translation>预填充计算效率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale-up link share</source>
        <translation>纵向扩展链路利用率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV read</source>
        <translation>KV 读取效率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV page</source>
        <translation>KV 页</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weight formats</source>
        <translation>权重格式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weight read</source>
        <translation>权重读取效率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fleet size</source>
        <translation>集群规模</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fleet size for the monthly rent-vs-buy difference</source>
        <translation>计算每月租赁与采购差额所用的集群规模</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Servers per rack</source>
        <translation>每机柜服务器数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Servers a rack holds where the catalog has no rack design (racks in a plan)</source>
        <translation>目录中没有机柜设计的系统每个机柜容纳的服务器数（用于规划中的机柜数）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU interruptions</source>
        <translation>GPU 原因中断</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per 1,000 GPU-days</source>
        <translation>每 1,000 GPU·天</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training-job interruptions from GPU causes (Llama 3 report: 0.30)</source>
        <translation>由 GPU 原因引起的训练作业中断（Llama 3 报告：0.30）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Server interruptions</source>
        <translation>服务器原因中断</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per 1,000 server-days</source>
        <translation>每 1,000 服务器·天</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training-job interruptions from hosts, network and software (Llama 3 report: 1.37)</source>
        <translation>由主机、网络和软件引起的训练作业中断（Llama 3 报告：1.37）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Restart time</source>
        <translation>重启时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>minutes</source>
        <translation>分钟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From an interruption to training again (estimate)</source>
        <translation>从中断到恢复训练的时间（估计值）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoint bandwidth</source>
        <translation>检查点带宽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GB/s per GPU</source>
        <translation>每 GPU 的 GB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storage write bandwidth for checkpoints per GPU of the job</source>
        <translation>作业中每个 GPU 写入检查点的存储带宽</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hot spares</source>
        <translation>热备件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>% of job GPUs</source>
        <translation>占作业 GPU 的 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Idle GPUs bought beside a training job to replace failed servers</source>
        <translation>训练作业之外额外购买、用于替换故障服务器的闲置 GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hall power</source>
        <translation>机房电力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MW</source>
        <translation>MW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Facility power the hall gives (IT x PUE); 0: no limit</source>
        <translation>机房提供的设施电力 (IT x PUE)；0：不限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hall kW per rack</source>
        <translation>机房每机柜 kW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IT power one rack may draw, powered and cooled; 0: no limit</source>
        <translation>单个机柜在供电和散热范围内可用的 IT 功率；0：不限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hall cooling</source>
        <translation>机房冷却</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0 any, 1 air, 2 liquid</source>
        <translation>0 不限，1 风冷，2 液冷</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Air refuses systems built for liquid cooling only; 0: not checked</source>
        <translation>风冷机房拒绝仅支持液冷的系统；0：不检查</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs/node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest cluster</source>
        <translation>最大集群</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>largest cluster not stated</source>
        <translation>未说明最大集群规模</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs/rack</source>
        <translation>每机柜 GPU 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gbit/s</source>
        <translation>Gbit/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HBM bandwidth</source>
        <translation>HBM 带宽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hardware maintenance and spares</source>
        <translation>硬件维护与备件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Head dim</source>
        <translation>头维度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory bandwidth</source>
        <translation>内存带宽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden size</source>
        <translation>隐藏层维度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT8 dense</source>
        <translation>INT8 稠密</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT8 realized</source>
        <translation>INT8 实测</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT8 sparse</source>
        <translation>INT8 稀疏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IT power overhead</source>
        <translation>IT 功率开销</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In-switch reduction</source>
        <translation>交换机内归约</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV-read η</source>
        <translation>KV 读取 η</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layer overhead</source>
        <translation>每层开销</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Licences and managed software per GPU-hour</source>
        <translation>每 GPU 小时的许可证与托管软件费用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MLA KV rank</source>
        <translation>MLA KV 秩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MLA Q rank</source>
        <translation>MLA Q 秩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MLA RoPE dim</source>
        <translation>MLA RoPE 维度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MLA V dim</source>
        <translation>MLA V 维度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MLA no-PE dim</source>
        <translation>MLA 无位置编码维度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maintenance</source>
        <translation>维护</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max context</source>
        <translation>最大上下文</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mesh link</source>
        <translation>网格链路</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mesh links</source>
        <translation>网格链路数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MoE layer overhead</source>
        <translation>MoE 层开销</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prefill η</source>
        <translation>预填充 η</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Process</source>
        <translation>制程</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Provider</source>
        <translation>服务商</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Publisher</source>
        <translation>发布方</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rack power</source>
        <translation>机柜功率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Release</source>
        <translation>发布时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote hands, internet and other per-server monthly costs</source>
        <translation>远程人工、网络及其他每服务器月度费用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resale value at end of life (its present value reduces capital cost)</source>
        <translation>使用寿命结束时的残值（其现值降低资本成本）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Residual value</source>
        <translation>残值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SHARP</source>
        <translation>SHARP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale-out fabric</source>
        <translation>横向扩展网络</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale-out α</source>
        <translation>横向扩展 α</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale-out η</source>
        <translation>横向扩展 η</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale-out/GPU</source>
        <translation>每 GPU 横向扩展带宽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale-up domain</source>
        <translation>纵向扩展域</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale-up fabric</source>
        <translation>纵向扩展网络</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale-up α</source>
        <translation>纵向扩展 α</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale-up η</source>
        <translation>纵向扩展 η</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale-up/GPU</source>
        <translation>每 GPU 纵向扩展带宽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of owned hours doing useful work (turns owned hours into useful hours)</source>
        <translation>自有时间中用于有效工作的比例（将自有小时折算为有效小时）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shared experts</source>
        <translation>共享专家数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Software</source>
        <translation>软件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source note</source>
        <translation>来源备注</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Support</source>
        <translation>支持服务</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TF32 dense</source>
        <translation>TF32 稠密</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TF32 realized</source>
        <translation>TF32 实测</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TF32 sparse</source>
        <translation>TF32 稀疏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TFLOP/s</source>
        <translation>TFLOP/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Term</source>
        <translation>期限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tied embeddings</source>
        <translation>共享词嵌入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Torus link</source>
        <translation>环面链路</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Torus links/chip</source>
        <translation>每芯片环面链路数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Torus shape</source>
        <translation>环面形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training η</source>
        <translation>训练 η</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/GPU-hour</source>
        <translation>USD/GPU小时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/kW/month</source>
        <translation>USD/kW/月</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/million tokens</source>
        <translation>USD/百万 token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/kWh</source>
        <translation>USD/kWh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/server/month</source>
        <translation>USD/服务器/月</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Useful life</source>
        <translation>使用寿命</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Utility power price</source>
        <translation>市电电价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Utilization</source>
        <translation>利用率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vocabulary</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weight-read η</source>
        <translation>权重读取 η</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window layers</source>
        <translation>滑动窗口层数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fraction</source>
        <translation>比例</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ratio</source>
        <translation>倍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>x chip TDP</source>
        <translation>x 芯片 TDP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>years</source>
        <translation>年</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not computed</source>
        <translation>未计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a finite number</source>
        <translation>不是有限数值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no capex figure in the catalog</source>
        <translation>目录中没有资本支出数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chip not in catalog</source>
        <translation>芯片不在目录中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>owning costs more than renting even at 100 %</source>
        <translation>即使利用率为 100 %，自有成本仍高于租赁</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wafer-scale: one wafer is one accelerator, with no scale-up fabric</source>
        <translation>晶圆级：一片晶圆即一个加速器，没有纵向扩展网络</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no scale-up bandwidth figure</source>
        <translation>没有纵向扩展带宽数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>does not fit in memory</source>
        <translation>显存放不下</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no tokens served</source>
        <translation>未产生任何 token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>utilization is zero</source>
        <translation>利用率为零</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>facility power is zero</source>
        <translation>设施功率为零</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no system to communicate over</source>
        <translation>没有可用于通信的系统</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training in fp4 is not modelled; use --weights bf16 or fp8</source>
        <translation>未对 fp4 训练建模；请使用 --weights bf16 或 fp8</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>message size must be a positive number of bytes</source>
        <translation>消息大小必须是正的字节数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>check the system&apos;s fabric figures</source>
        <translation>请检查该系统的互联数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>parallel degrees must be 1 or more</source>
        <translation>并行度必须为 1 或以上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--pp exceeds the model&apos;s layers</source>
        <translation>--pp 超过模型的层数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--ep needs a mixture-of-experts model and must divide --gpus / --pp</source>
        <translation>--ep 需要混合专家 (MoE) 模型，且必须整除 --gpus / --pp</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>output throughput per GPU</source>
        <translation>每 GPU 输出吞吐量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prefill throughput</source>
        <translation>预填充吞吐量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>output speed per user</source>
        <translation>每用户输出速度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tokens/s/GPU</source>
        <translation>token/s/GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tokens/s</source>
        <translation>token/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tokens/s/user</source>
        <translation>token/s/用户</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the chip&apos;s own fit (no engine profile in the catalog)</source>
        <translation>芯片自身的拟合（目录中没有引擎配置）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the collective is not named (--op)</source>
        <translation>未注明集合通信类型（导入时指定）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the rank count is not stated (--ranks)</source>
        <translation>未注明rank 数（导入时指定）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the message size is not stated</source>
        <translation>未注明消息大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no catalog model (import with --model)</source>
        <translation>没有目录模型（导入时指定模型）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the GPU count / tensor parallelism is not stated (--gpus)</source>
        <translation>未注明 GPU 数 / 张量并行度（导入时指定 GPU 数）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the concurrency (batch) is not stated</source>
        <translation>未注明并发数（批大小）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the prompt length is not stated</source>
        <translation>未注明提示长度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the output length is not stated</source>
        <translation>未注明输出长度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the measured value is zero</source>
        <translation>测量值为零</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file does not say how many GPUs the run used, and no GPU count was given (--gpus N); such a point can never be predicted</source>
        <translation>文件未注明运行所用的 GPU 数，也未指定 GPU 数（--gpus N）；这样的测量点永远无法预测</translation>
    </message>
</context>
<context>
    <name>sil::ui::AccuracyPage</name>
    <message>
        <location filename="../../ui/charts/AccuracyPage.cpp" line="+41"/>
        <source>Show:</source>
        <translation>显示：</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Export table (CSV)…</source>
        <translation>导出表格（CSV）…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refit engine…</source>
        <translation>重新拟合引擎…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit the engine profile in force on one system&apos;s imported points (bounded least squares on its physical parameters, leave-one-out error); later answers for that system use it. Undoable.</source>
        <translation>用一个系统的导入测量点拟合当前生效的引擎配置（对其物理参数做有界最小二乘，并给出留一法误差）；此后该系统的结果都使用它。可撤销。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every point of the table below, as siliconomics-cli accuracy --format csv writes it</source>
        <translation>下表中的所有点（格式与命令行工具的准确度 CSV 输出相同）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Predicted vs measured %1 (%2)</source>
        <translation>%1：预测值与测量值（%2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Prediction error of each measured point, by system</source>
        <translation>各测量点的预测误差（按系统）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each point is predicted under the engine profile in force for its system: one fitted on it first, else the engine the file or the import named, else the vendor&apos;s default; at scenario %1&apos;s assumptions. error = predicted / measured − 1.</source>
        <translation>每个点都用其系统当前适用的引擎配置预测：优先使用在该系统上拟合的配置，否则用文件或导入时指定的引擎，再否则用厂商默认值；采用场景 %1 的假设。误差 = 预测值 / 测量值 − 1。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Error of every point, by system</source>
        <translation>所有点的误差（按系统）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Predicted vs measured: %1 (%2)</source>
        <translation>预测值与测量值：%1（%2）</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Comparing %L1 points with the model…</source>
        <translation>正在将 %L1 个点与模型比较…</translation>
    </message>
    <message>
        <location filename="../../ui/charts/AccuracyPageDrawing.cpp" line="+74"/>
        <source>No measurements imported yet. File &gt; Import measurements… reads vLLM, AIPerf, nccl-tests, InferenceX, MLPerf and calibration files (siliconomics-cli measurements import does the same); each point is then shown here beside what the model predicts for it.</source>
        <translation>尚未导入测量数据。“文件 &gt; 导入测量数据…”可读取 vLLM、AIPerf、nccl-tests、InferenceX、MLPerf 和校准文件（命令行工具也可以）；导入的每个点都会在此与模型的预测值并列显示。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1, %2, %3: only %4 a profile was fitted on, so no held-out median</source>
        <translation>%1，%2，%3：只有用于拟合配置的 %4，因此没有留出验证的中位数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, %2, %3: %4 held out, median |error| %L5 %, worst %L6 % (%7 a profile was fitted on left out)</source>
        <translation>%1，%2，%3：留出验证 %4，|误差| 中位数 %L5 %，最大 %L6 %（不计用于拟合配置的 %7）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1, %2, %3: %4, median |error| %L5 %, worst %L6 %</source>
        <translation>%1，%2，%3：%4，|误差| 中位数 %L5 %，最大 %L6 %</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>no prediction</source>
        <translation>无预测</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not predicted: %1.</source>
        <translation>未预测：%1。</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>Measured (%1; both axes log scale)</source>
        <translation>实测（%1；两轴均为对数刻度）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Predicted (%1)</source>
        <translation>预测（%1）</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Measured points on %1, by collective or kind</source>
        <translation>%1 上的测量点（按集合通信或类型）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured points, by system and collective or kind</source>
        <translation>测量点（按系统及集合通信或类型）</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>fitted</source>
        <translation>用于拟合</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>%1 from %2; %L3 predicted. Filled markers: points an engine profile was fitted on, drawn at their held-out prediction (the profile refitted without them), never at the fit; hollow: held out (no profile was fitted on them). The band is ±15 %.</source>
        <translation>来自 %2 的%1，其中 %L3 个已预测。实心标记：用于拟合引擎配置的点，画在其留出预测处（不含该点重新拟合的配置的预测），而非拟合值；空心标记：留出验证的点（未用于拟合）。色带为 ±15 %。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not drawn: %1 a profile was fitted on that no refit holds out (a shipped row fitted on the file); the table gives its in-sample error.</source>
        <translation>未绘制：%1用于拟合配置、但无法通过重新拟合留出（用该文件拟合的内置行）；表中给出其样本内误差。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>held out</source>
        <translation>留出验证</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location line="+104"/>
        <location line="+106"/>
        <source>within ±15 %</source>
        <translation>±15 % 以内</translation>
    </message>
    <message>
        <location line="-171"/>
        <source>predicted = measured</source>
        <translation>预测值 = 测量值</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>In the table, not drawn: %1 of other quantities (Show: error of every point draws them all).</source>
        <translation>仅在表中、未绘制：其他物理量的%1（在“显示”中选择所有点的误差即可全部绘制）。</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Error: predicted / measured − 1 (%)</source>
        <translation>误差：预测值 / 测量值 − 1（%）</translation>
    </message>
</context>
<context>
    <name>sil::ui::AccuracyTableModel</name>
    <message>
        <location filename="../../ui/models/AccuracyTableModel.cpp" line="+64"/>
        <source>decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>serving</source>
        <translation>服务</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>collective</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (in sample)</source>
        <translation>%1（样本内）</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Predicted by the profile refitted without this point</source>
        <translation>由不含此点重新拟合的配置预测</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+2"/>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fitted</source>
        <translation>用于拟合</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>held out</source>
        <translation>留出验证</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>File and line</source>
        <translation>文件与行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quantity</source>
        <translation>物理量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measured</source>
        <translation>测量值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Predicted</source>
        <translation>预测值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Error</source>
        <translation>误差</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Held-out error</source>
        <translation>留出误差</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fitted</source>
        <translation>拟合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How predicted, or why not</source>
        <translation>预测方式或未预测的原因</translation>
    </message>
</context>
<context>
    <name>sil::ui::AssumptionRangesDialog</name>
    <message>
        <location filename="../../ui/widgets/AssumptionRangesDialog.cpp" line="+24"/>
        <source>Assumption ranges</source>
        <translation>假设范围</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The uncertainty whiskers draw every ranged assumption from low to high, most likely at its value (triangular); the tornado moves each one alone to both ends. Ranges are saved with the scenario.</source>
        <translation>不确定性须线将每个设有范围的假设从低值到高值抽样，以其当前值为最可能值（三角分布）；龙卷风图则单独将每个假设移到两端。范围随情景一同保存。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Ranged</source>
        <translation>设范围</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Assumption</source>
        <translation>假设</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Low</source>
        <translation>低值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>High</source>
        <translation>高值</translation>
    </message>
</context>
<context>
    <name>sil::ui::AssumptionsPanel</name>
    <message>
        <location filename="../../ui/widgets/AssumptionsPanel.cpp" line="+151"/>
        <source>Scenario:</source>
        <translation>情景：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset all to scenario</source>
        <translation>全部重置为情景值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serving engine:</source>
        <translation>服务引擎：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The engine whose measured speeds and memory use the Inference and Plan views assume (catalog: Engines).</source>
        <translation>推理与规划视图所假设的引擎（其实测速度与显存占用；目录：推理引擎）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rental term:</source>
        <translation>租用期限：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rental quotes rented figures are priced at: only quotes of this term (spot only when chosen), the next longer term where a system has none.</source>
        <translation>租用数字所用的租用报价：只用该期限的报价（仅在选择时才用竞价实例）；系统没有该期限报价时，用下一个更长的期限。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Analyst rates</source>
        <translation>分析师费率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let analysts&apos; reference rates and indices price rented figures (they are not offers anyone can sign; marked where used).</source>
        <translation>允许用分析师的参考费率和指数计算租用数字（它们不是任何人都能签约的报价；使用处会标明）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On-demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 month</source>
        <translation>1 个月</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 year</source>
        <translation>1 年</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 years</source>
        <translation>3 年</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Reset to the scenario&apos;s value</source>
        <translation>重置为情景值</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 for %2</source>
        <translation>%2 使用 %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Each vendor&apos;s default</source>
        <translation>各厂商默认</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each vendor&apos;s default (%1)</source>
        <translation>各厂商默认（%1）</translation>
    </message>
</context>
<context>
    <name>sil::ui::BreakEvenPage</name>
    <message>
        <location filename="../../ui/charts/BreakEvenPage.cpp" line="+56"/>
        <source>1k in / 1k out</source>
        <translation>输入 1k / 输出 1k</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3k in / 1k out</source>
        <translation>输入 32k / 输出 1k {3k?} {1k?}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8k in / 1k out</source>
        <translation>输入 8k / 输出 1k</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Token volume</source>
        <translation>token 用量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contract length</source>
        <translation>合同期限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System:</source>
        <translation>系统：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Requests:</source>
        <translation>请求：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weights:</source>
        <translation>权重：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Against:</source>
        <translation>横轴：</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1, %2: cumulative cost by contract length</source>
        <translation>%1，%2：按合同期限的累计成本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2: monthly cost</source>
        <translation>%1，%2：每月成本</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Buy</source>
        <translation>购买</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rent %1</source>
        <translation>租用（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>API (%1)</source>
        <translation>API（%1）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Requests of %L1 tokens in and %L2 out, each user at least %L3 output tokens/s: TP %4 x batch %5 serves %L6 tokens per GPU-hour, prefill included.</source>
        <translation>每个请求输入 %L1 个 token、输出 %L2 个，每位用户至少 %L3 个输出 token/秒：TP %4 × 批量 %5 每 GPU 小时处理 %L6 个 token（含预填充）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A month is 730 hours. Bought and contract-rented GPUs come in whole units of %1, sized to serve the volume at the scenario&apos;s %2 % utilization and paid for every hour; on-demand and spot are paid for the GPU-hours used, the API per token.</source>
        <translation>每月按 730 小时计。购买和合约租用的 GPU 以 %1 个为整单位，按情景的 %2 % 利用率满足该用量，每小时都要付费；按需和竞价租用只为实际使用的 GPU 小时付费，API 按 token 付费。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Buy: scenario %1&apos;s TCO $%2 per GPU-hour</source>
        <translation>购买：情景 %1 的 TCO 每 GPU 小时 $%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 $%3 per GPU-hour (%4)</source>
        <translation>%1：%2 每 GPU 小时 $%3（%4）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: $%2 per million tokens (%3)</source>
        <translation>%1：每百万 token $%2（%3）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%L1 billion tokens a month</source>
        <translation>每月 %L1 十亿 token</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+105"/>
        <location line="+74"/>
        <source>%L1 million tokens a month</source>
        <translation>每月 %L1 百万 token</translation>
    </message>
    <message>
        <location line="-177"/>
        <source>Buying costs less than %1 above %2.</source>
        <translation>用量高于%2时，购买比%1便宜。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buying costs less than %1 from the first unit.</source>
        <translation>从第一个单位起，购买就比%1便宜。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>buy &lt; %1</source>
        <translation>购买 &lt; %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Buying never costs less than %1 at any volume.</source>
        <translation>在任何用量下，购买都不比%1便宜。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Choose a system to compare in the catalog (Compare column) and a model: the chart shows one system.</source>
        <translation>请在目录中选择要比较的系统（“比较”列）和一个模型：此图显示一个系统。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No break-even for %1: %2</source>
        <translation>%1 无盈亏平衡：%2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Token volume (billion tokens per month)</source>
        <translation>token 用量（每月十亿 token）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Token volume (million tokens per month)</source>
        <translation>token 用量（每月百万 token）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cost (thousand USD per month)</source>
        <translation>成本（每月千美元）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost (USD per month)</source>
        <translation>成本（每月美元）</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+78"/>
        <source>Paid back in month %1 against %2</source>
        <translation>相对%2，第 %1 个月回本</translation>
    </message>
    <message>
        <location line="-65"/>
        <location line="+73"/>
        <source>paid back in month %1</source>
        <translation>第 %1 个月回本</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>Payback at %1: capex $%L2 over the monthly saving against %3, no residual value: month %4.</source>
        <translation>用量为%1时的回本期：资本支出 $%L2 除以相对%3的每月节省，不计残值：第 %4 个月。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That is later than the %1-year useful life.</source>
        <translation>这晚于 %1 年的使用寿命。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+75"/>
        <source>Buying does not pay back at %1: the owned GPUs&apos; running cost alone is more than %2.</source>
        <translation>用量为%1时购买无法回本：自有 GPU 的运行成本本身就高于%2。</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>%1 is not bought (no TCO): no payback.</source>
        <translation>%1 不能购买（无 TCO）：没有回本期。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Contract length (months)</source>
        <translation>合同期限（月）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cumulative cost (thousand USD)</source>
        <translation>累计成本（千美元）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cumulative cost (USD)</source>
        <translation>累计成本（美元）</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>At %1: buying pays $%L2 of capex at month 0 and $%L3 a month to run (capital excluded, no residual value); every other line is its monthly cost at that volume, month after month.</source>
        <translation>用量为%1时：购买在第 0 个月支付资本支出 $%L2，此后每月运行成本 $%L3（不含资本成本，不计残值）；其他各线为该用量下的月成本逐月累计。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Payback at %1 against %2: month %3.</source>
        <translation>用量为%1时相对%2回本：第 %3 个月。</translation>
    </message>
</context>
<context>
    <name>sil::ui::BuyRentApiPage</name>
    <message>
        <location filename="../../ui/charts/BuyRentApiPage.cpp" line="+43"/>
        <source>1k in / 1k out</source>
        <translation>输入 1k / 输出 1k</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3k in / 1k out</source>
        <translation>输入 32k / 输出 1k {3k?} {1k?}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8k in / 1k out</source>
        <translation>输入 8k / 输出 1k</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Requests:</source>
        <translation>请求：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weights:</source>
        <translation>权重：</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 (%2 weights): build, rent or buy tokens — USD per million tokens</source>
        <translation>%1（%2 权重）：自建、租用或购买 token — 每百万 token USD</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Requests of %L1 tokens in and %L2 out, priced per million of both. Owned: the cheapest layout giving each user at least 20 output tokens/s, at scenario %3&apos;s TCO per useful GPU-hour (%4 % utilization); rented: the same GPU-hours at the cheapest on-demand quote, paid only when used; API: each provider&apos;s newest list price.</source>
        <translation>每个请求输入 %L1、输出 %L2 个 token，按两者合计每百万计价。自有：使每用户至少 20 个输出 token/s 的最便宜布局，按情景 %3 每有效 GPU 小时 TCO（利用率 %4 %）计算；租用：相同 GPU 小时按最低按需报价，仅用时付费；API：各提供商最新标价。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The catalog holds no language models.</source>
        <translation>目录中没有语言模型。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Owned</source>
        <translation>自有</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rented (cheapest quote)</source>
        <translation>租用（最低报价）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Not shown: %1 — %2</source>
        <translation>未显示：%1 — %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not shown: %1 — no ownership TCO and no rental quote</source>
        <translation>未显示：%1 — 无自有 TCO 且无租赁报价</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>owning beats renting above %1 %</source>
        <translation>利用率高于 %1 % 时自有优于租用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>owning never beats renting (it would take %1 % utilization)</source>
        <translation>自有始终不优于租用（需要 %1 % 的利用率）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>beats the cheapest API above %1 %</source>
        <translation>高于 %1 % 时优于最便宜的 API</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>never beats the cheapest API (it would take %1 %)</source>
        <translation>始终不优于最便宜的 API（需要 %1 %）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rented only (no ownership TCO)</source>
        <translation>仅可租用（无自有 TCO）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rented quote %1</source>
        <translation>租用报价 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>%1 $%2 (%3)</source>
        <translation>%1 $%2（%3）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>USD per million tokens (in + out)</source>
        <translation>每百万 token USD（输入 + 输出）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>USD per million tokens</source>
        <translation>每百万 token USD</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>API: %1 $%2</source>
        <translation>API：%1 $%2</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>No API price in the catalog for %1.</source>
        <translation>目录中没有 %1 的 API 价格。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>API prices (blended for this mix, newest per provider): %1.</source>
        <translation>API 价格（按此请求构成混合，各提供商最新）：%1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Utilization at which owning wins — %1.</source>
        <translation>自有胜出的利用率 — %1。</translation>
    </message>
</context>
<context>
    <name>sil::ui::CatalogBrowser</name>
    <message>
        <location filename="../../ui/widgets/CatalogBrowser.cpp" line="+121"/>
        <source>Revert to catalog value</source>
        <translation>恢复为目录值</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Highlight in charts</source>
        <translation>在图表中突出显示</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Open chip page</source>
        <translation>打开芯片页面</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Search the catalog (name, id, vendor, source…)</source>
        <translation>搜索目录（名称、ID、厂商、来源…）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shipping only</source>
        <translation>仅限已供货</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave out of the tables and charts the chips and systems that cannot be bought yet (announced or sampling)</source>
        <translation>在表格和图表中略去尚无法购买的芯片和系统（仅发布或送样中）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chips</source>
        <translation>芯片</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Systems</source>
        <translation>系统</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rental prices</source>
        <translation>租赁价格</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Models</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>API prices</source>
        <translation>API 价格</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Engines</source>
        <translation>推理引擎</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select a value to see every field with its source.</source>
        <translation>选择一个值，查看每个字段及其来源。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Any vendor</source>
        <translation>所有厂商</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any year</source>
        <translation>所有年份</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any cooling</source>
        <translation>所有散热方式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any memory type</source>
        <translation>所有内存类型</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Any status</source>
        <translation>所有状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announced</source>
        <translation>已发布</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sampling</source>
        <translation>送样中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shipping</source>
        <translation>已供货</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any form factor</source>
        <translation>所有形态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One server</source>
        <translation>单台服务器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rack-scale</source>
        <translation>机架级</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pod (beyond one rack or server)</source>
        <translation>集群（超出一个机架或一台服务器）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Systems by what holds their scale-up domain: one server, one rack, or more than a rack. Each system&apos;s form factor has its source and kind (the Form factor column): stated by a source, or derived from its GPUs per node, per rack and per scale-up domain</source>
        <translation>按容纳纵向扩展域的单元划分系统：单台服务器、一个机架或超过一个机架。每个系统的外形规格都带有来源和类型（“外形规格”列）：由来源明确给出，或由其每节点、每机架和每纵向扩展域的 GPU 数推导得出</translation>
    </message>
</context>
<context>
    <name>sil::ui::CatalogTableModel</name>
    <message>
        <location filename="../../ui/models/CatalogTableModel.cpp" line="+108"/>
        <source>vendor spec</source>
        <translation>厂商规格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>analyst estimate</source>
        <translation>分析师估计</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>measured</source>
        <translation>实测值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>entered by you</source>
        <translation>由您输入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>derived</source>
        <translation>推导值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reported by a third party</source>
        <translation>第三方转述的厂商数据</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Compare this system in the charts</source>
        <translation>在图表中比较此系统</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>No figure in the catalog.</source>
        <translation>目录中没有该数值。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Kind: %1</source>
        <translation>类型：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;br&gt;Range: %1 to %2</source>
        <translation>&lt;br&gt;范围：%1 至 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;br&gt;Source: %1 — %2</source>
        <translation>&lt;br&gt;来源：%1 — %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;br&gt;&lt;i&gt;Edited by you; right-click to revert.&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;已由您修改；右键单击可恢复。&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>&lt;span style=&apos;color:gray&apos;&gt;n/a&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:gray&apos;&gt;不适用&lt;/span&gt;</translation>
    </message>
</context>
<context>
    <name>sil::ui::ChartExport</name>
    <message>
        <location filename="../../ui/export/ChartExport.cpp" line="+232"/>
        <source>%1: unknown format &quot;%2&quot;; use .png, .svg or .pdf</source>
        <translation>%1：未知格式“%2”；请使用 .png、.svg 或 .pdf</translation>
    </message>
    <message>
        <location filename="../../ui/export/PngEncoder.cpp" line="+124"/>
        <source>PNG encoding failed: %1</source>
        <translation>PNG 编码失败：%1</translation>
    </message>
</context>
<context>
    <name>sil::ui::ChartPage</name>
    <message>
        <location filename="../../ui/charts/SystemBars.cpp" line="+42"/>
        <location line="+173"/>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <location filename="../../ui/charts/ChartPage.cpp" line="+125"/>
        <source>%L1 in / %L2 out</source>
        <translation>输入 %L1 / 输出 %L2</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>P10–P90 whiskers</source>
        <translation>P10–P90 须线</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Uncertainty:</source>
        <translation>不确定性：</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Monte Carlo over every range: the catalog&apos;s low/high (capex, power) and the scenario&apos;s assumption ranges (Edit &gt; Assumption ranges…)</source>
        <translation>对所有范围进行蒙特卡洛模拟：目录的低值/高值（资本支出、功率）以及情景的假设范围（编辑 &gt; 假设范围…）</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Catalog as of %1.</source>
        <translation>目录版本：截至 %1。</translation>
    </message>
    <message>
        <location filename="../../ui/charts/Uncertainty.cpp" line="+36"/>
        <source>Whiskers: P10–P90 of %L1 Monte Carlo draws (seed %2): no ranges, every input is a point value.</source>
        <translation>须线：%L1 次蒙特卡洛抽样（种子 %2）的 P10–P90：没有任何范围，所有输入均为点值。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Capex (catalog range)</source>
        <translation>资本支出（目录范围）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power (catalog range)</source>
        <translation>功率（目录范围）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ±%L2 %</source>
        <translation>%1 ±%L2 %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(%L1 of %L2 systems)</source>
        <translation>（%L1 / %L2 个系统）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%L1 more</source>
        <translation>另有 %L1 个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whiskers: P10–P90 of %L1 Monte Carlo draws (seed %2) over the catalog&apos;s low/high and the scenario&apos;s assumption ranges. Spread mostly from: %3 (that input alone from its P10 to its P90, median system).</source>
        <translation>须线：基于目录低值/高值与情景假设范围的 %L1 次蒙特卡洛抽样（种子 %2）的 P10–P90。离散主要来自：%3（仅该输入从其 P10 变到 P90，取中位系统）。</translation>
    </message>
    <message>
        <location filename="../../ui/charts/SystemBarsOverlays.cpp" line="+31"/>
        <source>%1 and %L2 more</source>
        <translation>%1 等另外 %L2 个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quotes beyond the axis (cut at %1, marked → at the edge): %2.</source>
        <translation>超出坐标轴的报价（在 %1 处截断，在边缘标为 →）：%2。</translation>
    </message>
    <message>
        <location filename="../../ui/charts/SystemBarsLayout.cpp" line="+47"/>
        <source>+%L1 more, median %2</source>
        <translation>另有 +%L1 个，中位数 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Grey box: the %L1 systems not drawn, from their P10 %2 to their P90 %3, the tick at their median %4; all lie between %5 and %6.</source>
        <translation>灰色框：未绘出的 %L1 个系统，从其 P10 %2 到 P90 %3，刻度为中位数 %4；全部介于 %5 与 %6 之间。</translation>
    </message>
    <message>
        <location filename="../../ui/charts/SystemBars.cpp" line="-34"/>
        <source>Others: P10–P90, median</source>
        <translation>其他：P10–P90，中位数</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1 — %2
P10 %3, median %4, P90 %5 %6</source>
        <translation>%1 — %2
P10 %3，中位数 %4，P90 %5 %6</translation>
    </message>
    <message>
        <location filename="../../ui/charts/SystemBarsOverlays.cpp" line="+68"/>
        <source>P10–P90</source>
        <translation>P10–P90</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Prediction error (P90)</source>
        <translation>预测误差（P90）</translation>
    </message>
    <message>
        <location filename="../../ui/charts/ChartNotes.cpp" line="+79"/>
        <source>… and %L1 more notes like these (fewer systems selected shows them all).</source>
        <translation>… 另有 %L1 条类似说明（选择更少的系统可全部显示）。</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Scenario %1: %2-year life at %3 %/yr cost of capital, $%4/kWh, PUE %5, colocation $%6/kW/month, %7 % utilization, %8 % average load, maintenance %9 %/yr.</source>
        <translation>情景 %1：使用寿命 %2 年，资本成本 %3 %/年，电价 $%4/kWh，PUE %5，机房托管 $%6/kW/月，利用率 %7 %，平均负载 %8 %，维护 %9 %/年。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 on %2</source>
        <translation>%2 上为 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Serving engine: %1.</source>
        <translation>服务引擎：%1。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (1 system)</source>
        <translation>%1（1 个系统）</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 (%n systems)</source>
        <translation>
            <numerusform>%1（%n 个系统）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warning: capex figures date from different years — %1; prices are compared as published, not adjusted to one date.</source>
        <translation>警告：资本支出数据来自不同年份 — %1；价格按公布值比较，未折算到同一日期。</translation>
    </message>
    <message>
        <location filename="../../ui/charts/ChartSystems.cpp" line="+26"/>
        <source>%1 (announced)</source>
        <translation>%1（仅发布）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (sampling)</source>
        <translation>%1（送样中）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (rented)</source>
        <translation>%1（租用）</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+6"/>
        <source>Not shown: %1 — %2</source>
        <translation>未显示：%1 — %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no result</source>
        <translation>无结果</translation>
    </message>
    <message>
        <location filename="../../ui/charts/CrowdedLines.cpp" line="+42"/>
        <source>Identical curves (same fabric model, drawn on top of each other): %1.</source>
        <translation>相同曲线（同一互联模型，相互重叠绘制）：%1。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 curves in grey; highlighted systems are drawn in colour (in the catalog: right-click, Highlight in charts; siliconomics-cli: --highlight id,...).</source>
        <translation>%1 条曲线为灰色；突出显示的系统以彩色绘制（在目录中：右键单击，在图表中突出显示；siliconomics-cli：--highlight id,...）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 highlighted systems in colour over %2 others in grey.</source>
        <translation>%1 个突出显示的系统以彩色绘制，其余 %2 个为灰色。</translation>
    </message>
    <message>
        <location filename="../../ui/charts/PredictionBands.cpp" line="+30"/>
        <source>latency-bound serving</source>
        <translation>受延迟约束的服务</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>static/offline</source>
        <translation>静态/离线</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>decode-only</source>
        <translation>仅解码</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training</source>
        <translation>训练</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>collective</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>%1 (systems: %2)</source>
        <translation>%1（%2 个系统）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No comparable runs, so no prediction band, for %1.</source>
        <translation>没有可比运行，因此没有预测带：%1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Prediction bands: computing… (the catalog or the imports changed, so the model is validated again on a worker; the bands appear when it is done).</source>
        <translation>预测区间：计算中…（目录或导入的测量已更改，正在工作线程上重新验证模型；完成后显示区间）。</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Hatched: the prediction&apos;s error on held-out runs like these, ±%1 % (P90), %2, N = %3 held-out runs (median %4 %, bias %5 %): %6.</source>
        <translation>斜线阴影：预测在此类留出运行上的误差，±%1 %（P90），%2，N = %3 次留出运行（中位数 %4 %，偏差 %5 %）：%6。</translation>
    </message>
</context>
<context>
    <name>sil::ui::ChipCompareDialog</name>
    <message>
        <location filename="../../ui/widgets/ChipCompareDialog.cpp" line="+59"/>
        <source>Compare chips</source>
        <translation>比较芯片</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+12"/>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>estimate</source>
        <translation>估计值</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>derived</source>
        <translation>推算值</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>measured</source>
        <translation>实测值</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your edit</source>
        <translation>您的修改</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reported</source>
        <translation>第三方转述</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Baseline: %1</source>
        <translation>基准：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose two to four chips.</source>
        <translation>请选择二至四款芯片。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>× baseline</source>
        <translation>× 基准</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Unmarked values are the maker&apos;s, from its own documents; &quot;reported&quot; marks the maker&apos;s figure as a third party states it; (low–high) is the range kept where sources disagree. Sources:</source>
        <translation>未标注的数值来自厂商自己的文档；“第三方转述”表示由第三方转述的厂商数据；（低–高）为来源不一致时保留的范围。来源：</translation>
    </message>
</context>
<context>
    <name>sil::ui::ChipPage</name>
    <message>
        <location filename="../../ui/widgets/ChipPage.cpp" line="+27"/>
        <source>vendor specification</source>
        <translation>厂商规格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>analyst estimate</source>
        <translation>分析师估计值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>derived</source>
        <translation>推算值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>measured</source>
        <translation>实测值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your edit</source>
        <translation>您的修改</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the maker&apos;s figure, as a third party reports it</source>
        <translation>第三方转述的厂商数据</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Obtain: %1</source>
        <translation>获取方式：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(read %1)</source>
        <translation>（%1 查阅）</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Unless a field says otherwise: %1.</source>
        <translation>除非字段另有说明：%1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Range</source>
        <translation>范围</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Systems built on it</source>
        <translation>采用该芯片的系统</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None in the catalog.</source>
        <translation>目录中没有。</translation>
    </message>
</context>
<context>
    <name>sil::ui::ChipRankingDialog</name>
    <message>
        <location filename="../../ui/widgets/ChipRankingDialog.cpp" line="+88"/>
        <source>Export ranking</source>
        <translation>导出排名</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Rank chips</source>
        <translation>芯片排名</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dense BF16 TFLOP/s per watt of TDP</source>
        <translation>每瓦 TDP 的稠密 BF16 TFLOP/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dense FP8 TFLOP/s per watt of TDP</source>
        <translation>每瓦 TDP 的稠密 FP8 TFLOP/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dense FP4 TFLOP/s per watt of TDP</source>
        <translation>每瓦 TDP 的稠密 FP4 TFLOP/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory GB per 1,000 USD of capex per GPU</source>
        <translation>每 GPU 资本支出每 1,000 USD 的内存 GB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory TB/s per 1,000 USD of capex per GPU</source>
        <translation>每 GPU 资本支出每 1,000 USD 的内存 TB/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export table (CSV)…</source>
        <translation>导出表格（CSV）…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chip</source>
        <translation>芯片</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Value and range</source>
        <translation>数值与范围</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low–high</source>
        <translation>下限–上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made of (kind, source)</source>
        <translation>构成（类型、来源）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Priced at / why not ranked</source>
        <translation>定价依据 / 未排名原因</translation>
    </message>
</context>
<context>
    <name>sil::ui::CollectiveControls</name>
    <message>
        <location filename="../../ui/charts/CollectiveControls.cpp" line="+46"/>
        <source>Operation:</source>
        <translation>操作：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> ranks</source>
        <translation> 个 rank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>packed (fill each scale-up domain)</source>
        <translation>紧凑（填满每个纵向扩展域）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spread (one rank per server)</source>
        <translation>分散（每台服务器一个 rank）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On paper (raw bandwidth, no latency)</source>
        <translation>理论值（原始带宽，无延迟）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1, %2 ranks, %3 placement, %4</source>
        <translation>%1，%2 个 rank，%3放置，%4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>spread</source>
        <translation>分散</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>packed</source>
        <translation>紧凑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on-paper bandwidth (η = 1, no latency)</source>
        <translation>理论带宽（η = 1，无延迟）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>calibrated fabric efficiency and latency (catalog η, α)</source>
        <translation>校准后的网络效率与延迟（目录 η、α）</translation>
    </message>
</context>
<context>
    <name>sil::ui::CollectivePage</name>
    <message>
        <location filename="../../ui/charts/CollectivePage.cpp" line="+24"/>
        <source>Bus bandwidth (GB/s)</source>
        <translation>总线带宽 (GB/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time (µs, log)</source>
        <translation>时间（µs，对数）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 of %2 over %3 ranks (%4)</source>
        <translation>%3 个 rank 上 %2 的 %1（%4）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bus bandwidth</source>
        <translation>总线带宽</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+95"/>
        <source>one rank per server</source>
        <translation>每台服务器一个 rank</translation>
    </message>
    <message>
        <location line="-94"/>
        <location line="+95"/>
        <source>packed</source>
        <translation>紧凑</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>Model: %1. nccl-tests conventions: size = total bytes, busbw = algbw x bus factor. H200 NVLink η and call overhead fitted on measured NCCL timings; other fabrics&apos; η/α as cited in the catalog.</source>
        <translation>模型：%1。遵循 nccl-tests 约定：消息大小 = 总字节数，busbw = algbw x 总线系数。H200 NVLink 的 η 与调用开销按实测 NCCL 计时拟合；其他网络的 η/α 取自目录所引来源。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Not shown: %1 — %2</source>
        <translation>未显示：%1 — %2</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Time per call (µs, log scale)</source>
        <translation>每次调用时间（µs，对数坐标）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bus bandwidth per GPU (GB/s)</source>
        <translation>每 GPU 总线带宽 (GB/s)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Message size (total bytes, log scale)</source>
        <translation>消息大小（总字节数，对数坐标）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+4"/>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The files do not say how the ranks were placed; the curves are %1.</source>
        <translation>文件未说明rank 的放置方式；曲线按%1绘制。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Outside the sizes drawn (%1 to %2): %3 of this collective.</source>
        <translation>超出所绘大小范围（%1 至 %2）：此集合通信的%3。</translation>
    </message>
</context>
<context>
    <name>sil::ui::CostPerPflopPage</name>
    <message>
        <location filename="../../ui/charts/CostPerPflopPage.cpp" line="+15"/>
        <source>Capital only</source>
        <translation>仅资本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full TCO</source>
        <translation>完整 TCO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Marketed FLOP/s</source>
        <translation>标称 FLOP/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Realized FLOP/s (measured GEMM efficiency x utilization)</source>
        <translation>实测 FLOP/s（实测 GEMM 效率 x 利用率）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost:</source>
        <translation>成本：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Throughput:</source>
        <translation>算力：</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 per %2 PFLOP-hour (USD)</source>
        <translation>每 %2 PFLOP小时的%1 (USD)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capital cost</source>
        <translation>资本成本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total cost</source>
        <translation>总成本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>realized</source>
        <translation>实测</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>marketed dense</source>
        <translation>标称稠密</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>USD per useful, realized PFLOP-hour</source>
        <translation>每有效、实测 PFLOP小时的 USD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD per owned PFLOP-hour (marketed dense)</source>
        <translation>每自有 PFLOP小时的 USD（标称稠密）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No P10–P90 whiskers on capital alone: its spread is the capex range of the catalog only; this chart drawn for the full TCO has whiskers over every ranged input.</source>
        <translation>仅资本成本不绘制 P10–P90 误差线：其离散只来自目录中的资本支出范围；按完整 TCO 绘制的本图有涵盖所有区间输入的误差线。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No P10–P90 whiskers on capital alone: its spread is the capex range of the catalog only; choose Cost: Full TCO for whiskers over every ranged input.</source>
        <translation>仅资本成本不绘制 P10–P90 误差线：其离散只来自目录中的资本支出范围；选择“成本：完整 TCO”可查看涵盖所有区间输入的误差线。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 $%2/GPU-hour (%3, %4)</source>
        <translation>%1 每 GPU 小时 $%2（%3，%4）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rented: no ownership TCO; priced at the cheapest quote of the scenario&apos;s term over the same PFLOP/s (a renter pays the hours used): %1.</source>
        <translation>租用：无自有 TCO；按情景期限的最低报价除以相同的 PFLOP/s 计价（租用方只为使用的小时付费）：%1。</translation>
    </message>
</context>
<context>
    <name>sil::ui::DisplayFormat</name>
    <message>
        <location filename="../../ui/DisplayFormat.cpp" line="+31"/>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation>否</translation>
    </message>
</context>
<context>
    <name>sil::ui::DtypeBarsPage</name>
    <message>
        <location filename="../../ui/charts/DtypeBarsPage.cpp" line="+29"/>
        <location line="+97"/>
        <source>Not shown: %1 — %2</source>
        <translation>未显示：%1 — %2</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>%1: %2 to %3 %4</source>
        <translation>%1：%2 至 %3 %4</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 systems: ranked by dense %2, one row each (fewer than %3 systems show every format side by side).</source>
        <translation>%1 个系统：按稠密 %2 排序，每个一行（少于 %3 个系统时并列显示所有格式）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 dense</source>
        <translation>%1 稠密</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Catalog range</source>
        <translation>目录范围</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>%1: n/a for %2 (%3)</source>
        <translation>%1：%2 不适用（%3）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Number format (dense)</source>
        <translation>数值格式（稠密）</translation>
    </message>
</context>
<context>
    <name>sil::ui::FlopsPerWattPage</name>
    <message>
        <location filename="../../ui/charts/FlopsPerWattPage.cpp" line="+15"/>
        <source>Per watt of chip TDP</source>
        <translation>每瓦芯片 TDP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per all-in facility watt (IT power x PUE)</source>
        <translation>每瓦设施全口径功率（IT 功率 x PUE）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Power basis:</source>
        <translation>功率基准：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rank many systems by:</source>
        <translation>多个系统的排序依据：</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Ranges: the spread the catalog keeps for the chip&apos;s dense FLOP/s and its TDP (estimates, disagreeing sources), from the lowest FLOP/s over the highest TDP to the highest over the lowest.</source>
        <translation>范围：目录为该芯片的稠密 FLOP/s 和 TDP 保留的区间（估计值、相互矛盾的来源），从最低 FLOP/s 除以最高 TDP 到最高 FLOP/s 除以最低 TDP。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Dense TFLOP/s per facility watt</source>
        <translation>每设施瓦特的稠密 TFLOP/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dense TFLOP/s per watt of chip TDP</source>
        <translation>每瓦芯片 TDP 的稠密 TFLOP/s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>TFLOP/s per W (all-in IT x PUE)</source>
        <translation>每 W 的 TFLOP/s（全口径 IT x PUE）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TFLOP/s per W (chip TDP)</source>
        <translation>每 W 的 TFLOP/s（芯片 TDP）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Marketed dense TFLOP/s divided by chip TDP; no assumption applies.</source>
        <translation>标称稠密 TFLOP/s 除以芯片 TDP；不涉及任何假设。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Facility watts = all-in IT power per GPU x PUE %1; where a system has no all-in figure, chip TDP x %2 (scenario %3).</source>
        <translation>设施瓦特 = 每 GPU 全口径 IT 功率 x PUE %1；系统没有全口径数据时，取芯片 TDP x %2（情景 %3）。</translation>
    </message>
</context>
<context>
    <name>sil::ui::ImportMeasurementsDialog</name>
    <message>
        <location filename="../../ui/widgets/ImportMeasurementsDialog.cpp" line="+36"/>
        <source>vLLM benchmark (JSON)</source>
        <translation>vLLM 基准测试（JSON）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AIPerf / GenAI-Perf export (JSON)</source>
        <translation>AIPerf / GenAI-Perf 导出（JSON）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nccl-tests output (text)</source>
        <translation>nccl-tests 输出（文本）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>InferenceX rows (JSON or CSV)</source>
        <translation>InferenceX 结果行（JSON 或 CSV）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MLPerf results summary (CSV)</source>
        <translation>MLPerf 结果汇总（CSV）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Siliconomics calibration (JSON)</source>
        <translation>Siliconomics 校准文件（JSON）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 was refused; nothing was imported.
Key &quot;%2&quot;: %3</source>
        <translation>已拒绝 %1，未导入任何内容。
键“%2”：%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was refused; nothing was imported.
Line %2, key &quot;%3&quot;: %4</source>
        <translation>已拒绝 %1，未导入任何内容。
第 %2 行，键“%3”：%4</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the file names model &quot;%1&quot; (%2), not %3 as chosen; %2 is used</source>
        <translation>文件中的模型是“%1”（%2），而不是所选的 %3；使用 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file names no model; choose one to compare this point with the model</source>
        <translation>文件未注明模型；请选择一个模型，以便将此点与模型比较</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no catalog model matches &quot;%1&quot;; choose one to compare this point with the model</source>
        <translation>没有与“%1”对应的目录模型；请选择一个模型，以便将此点与模型比较</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file says engine &quot;%1&quot;, not &quot;%2&quot; as typed; the file&apos;s is used</source>
        <translation>文件中的引擎是“%1”，而不是输入的“%2”；使用文件中的值</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file says %1 GPUs, not %2 as chosen; the file&apos;s is used</source>
        <translation>文件注明 %1 个 GPU，而不是所选的 %2 个；使用文件中的值</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file says %1 ranks, not %2 as chosen; the file&apos;s is used</source>
        <translation>文件注明 %1 个 rank，而不是所选的 %2 个；使用文件中的值</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file says %1, not %2 as chosen; the file&apos;s is used</source>
        <translation>文件中的集合通信是 %1，而不是所选的 %2；使用文件中的值</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file says %1 weights, not %2 as chosen; the file&apos;s is used</source>
        <translation>文件注明权重格式为 %1，而不是所选的 %2；使用文件中的值</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file says precision &quot;%1&quot;, which is not bf16, fp8 or fp4; predicted with %2 weights</source>
        <translation>文件注明的精度“%1”不是 bf16、fp8 或 fp4；按 %2 权重预测</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Unknown format &quot;%1&quot;.</source>
        <translation>未知格式“%1”。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose the system the file was measured on.</source>
        <translation>请选择测量该文件所用的系统。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unknown model &quot;%1&quot;.</source>
        <translation>未知模型“%1”。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unknown collective &quot;%1&quot;.</source>
        <translation>未知的集合通信“%1”。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Import cancelled; nothing was stored.</source>
        <translation>导入已取消，未保存任何内容。</translation>
    </message>
    <message>
        <location line="+141"/>
        <location line="+42"/>
        <location line="+126"/>
        <location line="+9"/>
        <source>Import measurements</source>
        <translation>导入测量数据</translation>
    </message>
    <message>
        <location line="-176"/>
        <source>Benchmark results (*.json *.jsonl *.csv *.txt *.log);;All files (*)</source>
        <translation>基准测试结果 (*.json *.jsonl *.csv *.txt *.log);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>File:</source>
        <translation>文件：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured on system:</source>
        <translation>测量所用系统：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model (if the file does not name one):</source>
        <translation>模型（文件未注明时）：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Engine (if the file does not say):</source>
        <translation>引擎（文件未注明时）：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs (if the file does not say):</source>
        <translation>GPU 数（文件未注明时）：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights (if the file does not say):</source>
        <translation>权重格式（文件未注明时）：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ranks (collectives, if the file does not say):</source>
        <translation>rank 数（集合通信，文件未注明时）：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collective (nccl-tests, if the output does not name it):</source>
        <translation>集合通信（nccl-tests，输出未注明时）：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>as the file names it</source>
        <translation>按文件中的名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as the output names it</source>
        <translation>按输出中的名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as the file says (else BF16)</source>
        <translation>按文件所注（否则为 BF16）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as the file says (e.g. vllm, sglang)</source>
        <translation>按文件中的值（例如 vllm、sglang）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>as the file says</source>
        <translation>按文件中的值</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+73"/>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a benchmark result file</source>
        <translation>基准测试结果文件</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Choose a file to import.</source>
        <translation>请选择要导入的文件。</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Imported one measured point from %1.</source>
        <translation>已从 %1 导入 1 个测量点。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Imported %L1 measured points from %2.</source>
        <translation>已从 %2 导入 %L1 个测量点。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Importing %1…</source>
        <translation>正在导入 %1…</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Warnings:</source>
        <translation>警告：</translation>
    </message>
</context>
<context>
    <name>sil::ui::InferencePage</name>
    <message>
        <location filename="../../ui/charts/InferencePage.cpp" line="+47"/>
        <source>1k in / 1k out</source>
        <translation>输入 1k / 输出 1k</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8k in / 1k out</source>
        <translation>输入 8k / 输出 1k</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1k in / 8k out</source>
        <translation>输入 1k / 输出 8k</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>32k in / 1k out</source>
        <translation>输入 32k / 输出 1k</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Throughput vs interactivity</source>
        <translation>吞吐量与交互性</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost at an interactivity</source>
        <translation>给定交互性下的成本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input vs output cost at an interactivity</source>
        <translation>给定交互性下的输入与输出成本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Joules per token at an interactivity</source>
        <translation>给定交互性下的每 token 焦耳</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+19"/>
        <source>≥ %1 tokens/s per user</source>
        <translation>每用户 ≥ %1 token/s</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weights:</source>
        <translation>权重：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Requests:</source>
        <translation>请求：</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1: USD/M output tokens at %2 (owned), by phase</source>
        <translation>%1：%2 下每百万输出 token USD（自有），按阶段</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: J per output token at %2 (facility), by phase</source>
        <translation>%1：%2 下每输出 token J（设施），按阶段</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: USD per million output tokens at %2 (owned)</source>
        <translation>%1：在 %2 下每百万输出 token 的 USD（自有）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: output tokens/s per GPU vs tokens/s per user</source>
        <translation>%1：每 GPU 输出 token/s 与每用户 token/s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 weights and KV cache in %2; requests of %3 prompt and %4 output tokens. Each curve sweeps batch 1–1,024 and tensor parallelism 1–%5 within one scale-up domain and keeps the best points.</source>
        <translation>%1 权重与 KV 缓存采用 %2；请求为 %3 个提示 token 与 %4 个输出 token。每条曲线在一个纵向扩展域内扫描批大小 1–1,024 与张量并行度 1–%5，并保留最优点。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Efficiencies: measured on H200 (docs/workload-model.md), assumed for other chips with compute scaled by their measured GEMM efficiency; cost at scenario %1&apos;s TCO per useful GPU-hour, prefill included.</source>
        <translation>效率：在 H200 上实测 (docs/workload-model.md)，其他芯片沿用并按其实测 GEMM 效率缩放计算性能；成本按情景 %1 的每有效 GPU 小时 TCO 计算，含预填充。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The catalog holds no language models.</source>
        <translation>目录中没有语言模型。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Not shown: %1 — %2</source>
        <translation>未显示：%1 — %2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Interactivity: output tokens/s per user</source>
        <translation>交互性：每用户输出 token/s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Throughput: output tokens/s per GPU (log)</source>
        <translation>吞吐量：每 GPU 输出 token/s（对数）</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+2"/>
        <source>tokens/s per GPU</source>
        <translation>每 GPU token/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each was measured at its own request lengths and precision; the curves are at those chosen above.</source>
        <translation>每个点都按其自身的请求长度和精度测量；曲线按上方所选的值绘制。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not drawn: %1 of %2 on these systems (their files state no tokens/s per user or no tokens/s per GPU).</source>
        <translation>未绘制：这些系统上 %2 的%1（其文件未注明每用户 token/s 或每 GPU token/s）。</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1 up to %L2 tokens/s per GPU, up to %L3 tokens/s per user</source>
        <translation>%1 每 GPU 最高 %L2 token/s，每用户最高 %L3 token/s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Up and to the right is better. Each point is the best batch and tensor parallelism for that interactivity. %1.</source>
        <translation>越靠右上越好。每个点是该交互性下最佳的批大小和张量并行度。%1。</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Up and to the right is better. Each point is the best batch and tensor parallelism for that interactivity; hover for values.</source>
        <translation>越靠右上越好。每个点是该交互性下最优的批大小与张量并行度；悬停可查看数值。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Not shown: %1 — no layout reaches %2 tokens/s per user, or its TCO is n/a</source>
        <translation>未显示：%1 — 没有布局能达到每用户 %2 token/s，或其 TCO 无法计算</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>%1: $%2 per million input, $%3 per million output tokens</source>
        <translation>%1：每百万输入 token $%2，每百万输出 token $%3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not shown: %1 — no TDP figure</source>
        <translation>未显示：%1 — 无 TDP 数值</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 J per input, %3 J per output token</source>
        <translation>%1：每输入 token %2 J，每输出 token %3 J</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>%1: tensor parallel %2, batch %3 per replica, %4 tokens/s per user</source>
        <translation>%1：张量并行 %2，每副本批大小 %3，每用户 %4 token/s</translation>
    </message>
    <message>
        <location line="+67"/>
        <location line="+10"/>
        <source>Prompt processing (input tokens)</source>
        <translation>提示处理（输入 token）</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+10"/>
        <source>Decoding (output tokens)</source>
        <translation>解码（输出 token）</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>USD per million output tokens (owned), by phase</source>
        <translation>每百万输出 token USD（自有），按阶段</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+15"/>
        <location line="+2"/>
        <source>USD per million output tokens</source>
        <translation>每百万输出 token 的 USD</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Each bar is the cost of a million output tokens with their prompts: GPU time split between prefill and decode as the cycle takes it. Per token: %1.</source>
        <translation>每根柱表示一百万个输出 token 及其提示的成本：GPU 时间按周期中所占比例分配给预填充和解码。每 token：%1。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Joules per output token at the facility (× PUE), by phase</source>
        <translation>设施层面每输出 token 焦耳（× PUE），按阶段</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>J per output token</source>
        <translation>每输出 token J</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board power from the power model fitted on measured H100 serving (docs/serving-model.md), × PUE. Per token: %1.</source>
        <translation>板卡功率来自基于 H100 实测服务拟合的功率模型（docs/serving-model.md），× PUE。每 token：%1。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>USD per million output tokens (owned)</source>
        <translation>每百万输出 token 的 USD（自有）</translation>
    </message>
</context>
<context>
    <name>sil::ui::MainWindow</name>
    <message>
        <location filename="../../ui/MainWindow.cpp" line="+123"/>
        <source>Edit rejected</source>
        <translation>修改被拒绝</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Siliconomics</source>
        <translation>Siliconomics</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Catalog</source>
        <translation>目录</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Recomputed %1 systems in %2 ms</source>
        <translation>已在 %2 ms 内重新计算 %1 个系统</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recomputed %1 systems in %2 ms; uncertainty of %3 in %4 ms</source>
        <translation>已在 %2 ms 内重新计算 %1 个系统；%3 个系统的不确定性用时 %4 ms</translation>
    </message>
    <message>
        <location line="+218"/>
        <source>Scenario</source>
        <translation>情景</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../../ui/MainWindowMenus.cpp" line="+70"/>
        <source>Open scenario</source>
        <translation>打开情景</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>

Your current scenario is unchanged.</source>
        <translation>

当前情景未改变。</translation>
    </message>
    <message>
        <location line="+26"/>
        <location filename="../../ui/MainWindowMenus.cpp" line="+6"/>
        <location line="+16"/>
        <source>Save scenario</source>
        <translation>保存情景</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <location filename="../../ui/MainWindowMenus.cpp" line="+61"/>
        <source>Export report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <location line="-175"/>
        <location line="+178"/>
        <location line="+14"/>
        <location line="+22"/>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <location line="-465"/>
        <location line="+248"/>
        <source>Export accuracy table</source>
        <translation>导出准确度表</translation>
    </message>
    <message>
        <location line="-247"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+115"/>
        <location line="+201"/>
        <source>Chip: %1</source>
        <translation>芯片：%1</translation>
    </message>
    <message>
        <location line="-153"/>
        <location line="+7"/>
        <location line="+6"/>
        <location line="+27"/>
        <location line="+13"/>
        <source>Refit engine</source>
        <translation>重新拟合引擎</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>There are no imported measurements to fit on (File &gt; Import measurements…).</source>
        <translation>没有可用于拟合的导入测量（文件 &gt; 导入测量…）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Fit on the imported points of:</source>
        <translation>用以下系统的导入测量点拟合：</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Fitting the engine profile on %n point(s) of %1…</source>
        <translation>
            <numerusform>正在用 %1 的 %n 个测量点拟合引擎配置…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refit</source>
        <translation>重新拟合</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Refit cancelled; nothing was stored.</source>
        <translation>重新拟合已取消，未保存任何内容。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Stored engine profile %1 for %2: median |error| %3 % before, %4 % after</source>
        <translation>已为 %2 保存引擎配置 %1：|误差| 中位数拟合前 %3 %，拟合后 %4 %</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, leave-one-out %1 %</source>
        <translation>，留一法 %1 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>. Edit &gt; Undo removes it.</source>
        <translation>。编辑 &gt; 撤销可将其移除。</translation>
    </message>
    <message>
        <location line="+225"/>
        <location filename="../../ui/MainWindowMenus.cpp" line="-13"/>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+7"/>
        <location filename="../../ui/MainWindowMenus.cpp" line="+7"/>
        <source>Export table</source>
        <translation>导出表格</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>This tab has no table to export as .xlsx: the TCO, Plan and &quot;Build, rent or API&quot; tabs have one (Plan: once its plan is drawn).</source>
        <translation>此标签页没有可导出为 .xlsx 的表格：TCO、规划和“自建、租用或 API”标签页有（规划标签页须在规划绘出之后）。</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+9"/>
        <location line="+12"/>
        <location line="+4"/>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>%1

How does this file write decimals?</source>
        <translation>%1

此文件如何书写小数？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With a comma: 1,5 is one and a half; 1.500 is fifteen hundred</source>
        <translation>用逗号：1,5 即 1.5；1.500 即 1500</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With a point: 1.5 is one and a half</source>
        <translation>用小数点：1.5 即 1.5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import cancelled; nothing was imported.</source>
        <translation>已取消导入；未导入任何内容。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>

Nothing was imported.</source>
        <translation>

未导入任何内容。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Imported %1 rows from %2</source>
        <translation>已从 %2 导入 %1 行</translation>
    </message>
    <message>
        <location filename="../../ui/MainWindowMenus.cpp" line="-107"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;New scenario</source>
        <translation>新建情景(&amp;N)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Open scenario…</source>
        <translation>打开情景(&amp;O)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+9"/>
        <location line="+8"/>
        <source>Scenario (*.json)</source>
        <translation>情景 (*.json)</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>&amp;Save scenario</source>
        <translation>保存情景(&amp;S)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Save scenario &amp;as…</source>
        <translation>情景另存为(&amp;A)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save scenario as</source>
        <translation>情景另存为</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save scenario to &amp;library</source>
        <translation>保存情景到库(&amp;L)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Co&amp;mpare scenarios…</source>
        <translation>比较情景(&amp;M)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import catalog (CSV or JSON)…</source>
        <translation>导入目录（CSV 或 JSON）(&amp;I)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import catalog</source>
        <translation>导入目录</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Catalog (*.csv *.json)</source>
        <translation>目录 (*.csv *.json)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import meas&amp;urements…</source>
        <translation>导入测量数据(&amp;U)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Team catalog (PostgreSQL)…</source>
        <translation>团队目录（PostgreSQL）(&amp;T)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+8"/>
        <source>Team catalog</source>
        <translation>团队目录</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>postgresql://user@host:port/dbname (empty: this computer&apos;s own catalog).
The password comes from ~/.pgpass, never from here. Takes effect at the next start.</source>
        <translation>postgresql://user@host:port/dbname（留空：使用本机自己的目录）。
密码来自 ~/.pgpass，不在此处输入。下次启动时生效。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Team catalog saved; restart Siliconomics to open it</source>
        <translation>团队目录已保存；重新启动 Siliconomics 以打开它</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export catalog as &amp;JSON…</source>
        <translation>将目录导出为 JSON(&amp;J)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>Export catalog</source>
        <translation>导出目录</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Export chart (PNG, SVG, PDF)…</source>
        <translation>导出图表（PNG、SVG、PDF）(&amp;E)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PNG (*.png);;SVG (*.svg);;PDF (*.pdf)</source>
        <translation>PNG (*.png);;SVG (*.svg);;PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export &amp;table as .xlsx…</source>
        <translation>导出表格（XLSX）(&amp;T)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel 工作簿 (*.xlsx)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export &amp;report (PDF)…</source>
        <translation>导出报告（PDF）(&amp;R)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Copy chart</source>
        <translation>复制图表(&amp;C)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Ran&amp;k chips…</source>
        <translation>芯片排名(&amp;K)…</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>&lt;b&gt;Siliconomics %1&lt;/b&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;Catalog: %3&lt;/p&gt;&lt;p&gt;Catalog as of %4&lt;/p&gt;</source>
        <translation>&lt;b&gt;Siliconomics %1&lt;/b&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;目录：%3&lt;/p&gt;&lt;p&gt;目录截至：%4&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-188"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Re&amp;vert catalog value</source>
        <translation>恢复目录值(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset all &amp;assumptions</source>
        <translation>重置所有假设(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assumption &amp;ranges…</source>
        <translation>假设范围(&amp;R)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Find in catalog</source>
        <translation>在目录中查找(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compare c&amp;hips…</source>
        <translation>比较芯片(&amp;H)…</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>&amp;Presentation style for export</source>
        <translation>导出时使用演示样式(&amp;P)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Colour-&amp;blind-safe palette</source>
        <translation>色盲友好配色(&amp;B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Dark charts (for slides)</source>
        <translation>深色图表（用于幻灯片）(&amp;D)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>System default</source>
        <translation>系统默认</translation>
    </message>
    <message>
        <location line="-167"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>&amp;About Siliconomics</source>
        <translation>关于 Siliconomics(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Siliconomics</source>
        <translation>关于 Siliconomics</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What AI accelerator capacity really costs and how well it scales</source>
        <translation>AI 加速器算力的真实成本与扩展效率</translation>
    </message>
</context>
<context>
    <name>sil::ui::MeasuredMarkers</name>
    <message>
        <location filename="../../ui/charts/MeasuredMarkers.cpp" line="+42"/>
        <source>measured (%1)</source>
        <translation>测量值（%1）</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>one point</source>
        <translation>1 个点</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%L1 points</source>
        <translation>%L1 个点</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>one imported point</source>
        <translation>1 个导入的点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%L1 imported points</source>
        <translation>%L1 个导入的点</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Measured (hollow black markers): %1 from %2.</source>
        <translation>测量值（空心黑色标记）：来自 %2 的%1。</translation>
    </message>
</context>
<context>
    <name>sil::ui::PlanPage</name>
    <message>
        <location filename="../../ui/charts/PlanPage.cpp" line="+61"/>
        <source>Requests a minute</source>
        <translation>每分钟请求数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Facility power (MW)</source>
        <translation>设施功率（MW）</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Cheapest layout</source>
        <translation>最便宜的部署方式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prefill and decode together</source>
        <translation>预填充与解码合并</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prefill and decode apart</source>
        <translation>预填充与解码分离</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../ui/charts/PlanPageDrawing.cpp" line="+202"/>
        <location line="+4"/>
        <location line="+1"/>
        <location line="+1"/>
        <source>USD per million tokens</source>
        <translation>每百万 token USD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input vs output tokens&apos; cost</source>
        <translation>输入与输出 token 成本</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../ui/charts/PlanPageDrawing.cpp" line="+3"/>
        <location line="+82"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../ui/charts/PlanPageDrawing.cpp" line="+5"/>
        <source>Facility MW</source>
        <translation>设施 MW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Joules per output token</source>
        <translation>每输出 token 焦耳</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Requests/s served</source>
        <translation>服务的请求/s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tokens in:</source>
        <translation>输入 token：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>out:</source>
        <translation>输出：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cached:</source>
        <translation>已缓存：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First token within:</source>
        <translation>首 token 时限：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P90 within:</source>
        <translation>P90 时限：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokens/s per user ≥</source>
        <translation>每用户 token/s ≥</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TPOT P99 ≤</source>
        <translation>TPOT P99 ≤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Peak/average:</source>
        <translation>峰值/平均：</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the planned model</source>
        <translation>规划模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the planned weights</source>
        <translation>规划权重格式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the planned demand</source>
        <translation>规划需求</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the prompt tokens</source>
        <translation>输入 token 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the output tokens</source>
        <translation>输出 token 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the cached prompt share</source>
        <translation>已缓存提示词比例</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the first-token target</source>
        <translation>首 token 目标</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the P90 first-token target</source>
        <translation>P90 首 token 目标</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the tokens/s per user</source>
        <translation>每用户 token/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the P99 time-per-output-token target</source>
        <translation>P99 每输出 token 时间目标</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the peak-to-average factor</source>
        <translation>峰均比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the serving layout</source>
        <translation>服务部署方式</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>what the demand is</source>
        <translation>需求类型</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+1"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bound on the time per output token that 99 % of requests see. The tokens/s per user floor is held at the median; this holds the tail. Only the simulation checks it, so it re-sizes the fleets once the check is done.</source>
        <translation>99 % 的请求所见每输出 token 时间的上限。每用户 token/s 下限按中位数满足，此项约束尾部。只有仿真检查它，因此检查完成后会重新确定集群规模。</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>%L1 MW facility</source>
        <translation>%L1 MW 设施</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%L1 requests/min</source>
        <translation>每分钟 %L1 个请求</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>USD per million tokens (owned)</source>
        <translation>每百万 token USD（自有）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD per million tokens, input and output</source>
        <translation>每百万 token USD，输入与输出</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPUs needed</source>
        <translation>所需 GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs it can power</source>
        <translation>该功率可供电的 GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>facility MW</source>
        <translation>设施 MW</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>MW each fleet draws of it</source>
        <translation>各集群消耗其中的 MW</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../ui/charts/PlanPageDrawing.cpp" line="-85"/>
        <source>J per output token</source>
        <translation>每输出 token J</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>requests/s served</source>
        <translation>服务的请求/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plan: %1 %2, %3 — %4</source>
        <translation>规划：%1 %2，%3 — %4</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Lengths: the scenario&apos;s %n measured requests (their means above).</source>
        <translation>
            <numerusform>长度：场景中 %n 个实测请求（上方为其平均值）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%L1 % of each prompt served from a prefix cache.</source>
        <translation>每个提示词的 %L1 % 由前缀缓存提供。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First token within %L1 s at P90.</source>
        <translation>P90 首 token 在 %L1 秒内。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time per output token within %L1 ms at P99, which only the simulation checks (up to %L2 systems chosen; not in exports).</source>
        <translation>P99 每输出 token 时间在 %L1 ms 以内，只有仿真检查此项（最多选择 %L2 个系统；导出中不检查）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fleet sized for a peak of %L1× the average rate.</source>
        <translation>集群规模按平均请求率的 %L1 倍峰值配置。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layouts: prefill and decode together only.</source>
        <translation>部署方式：仅预填充与解码合并。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layouts: prefill and decode apart only.</source>
        <translation>部署方式：仅预填充与解码分离。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Requests of %L1 prompt and %L2 output tokens; first token within %3 s (median), at least %4 output tokens/s per user (median); fleet sized for the demand; each system on its cheapest layout (tensor parallelism, replicas, prefill and decode together or apart) that meets both.</source>
        <translation>每个请求 %L1 个提示 token、%L2 个输出 token；首 token 在 %3 s 内（中位数），每用户至少 %4 个输出 token/s（中位数）；按需求确定集群规模；每个系统采用同时满足两项要求的最便宜布局（张量并行、副本数、预填充与解码合并或分离）。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The demand is a power budget: as many GPUs as its MW hold (all-in IT power × PUE), serving what they can.</source>
        <translation>需求为功率预算：按其 MW 可容纳的 GPU 数量（全部 IT 功率 × PUE），服务其所能服务的请求。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Serving model: continuous batching with chunked prefill over the calibrated workload model under the serving engine named below, M/G/1 queueing before the first token, paged KV cache; owned cost at scenario %1&apos;s TCO per GPU-hour; docs/serving-model.md.</source>
        <translation>服务模型：按下方所列服务引擎、基于校准工作负载模型的分块预填充连续批处理，首 token 前的 M/G/1 排队，分页 KV 缓存；自有成本按情景 %1 的每 GPU 小时 TCO 计算；见 docs/serving-model.md。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The catalog holds no language models.</source>
        <translation>目录中没有语言模型。</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Planning %L1 systems…</source>
        <translation>正在规划 %L1 个系统…</translation>
    </message>
    <message>
        <location filename="../../ui/charts/PlanPageDrawing.cpp" line="-82"/>
        <location line="+41"/>
        <source>Not shown: %1 — %2</source>
        <translation>未显示：%1 — %2</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Not shown: %1 — no ownership TCO (%2) and no rental quote</source>
        <translation>未显示：%1 — 无自有 TCO（%2）且无租赁报价</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Input tokens</source>
        <translation>输入 token</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Output tokens</source>
        <translation>输出 token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD per million tokens (owned), by the tokens that cost it</source>
        <translation>每百万 token USD（自有），按产生成本的 token 划分</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>MW</source>
        <translation>MW</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>requests/s</source>
        <translation>请求/s</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%L1 racks of %L2 kW</source>
        <translation>%L1 个机柜（每柜 %L2 kW）</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>racks n/a</source>
        <translation>机柜数不适用</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2, %L3 GPUs in %4, %5 tokens/s per user, first token %6 s (P90); decode step %7 ms (memory %8, compute %9, overhead %10, communication %11)</source>
        <translation>%1：%2，%L3 个 GPU，%4，每用户 %5 token/s，首 token %6 s（P90）；解码步 %7 ms（内存 %8，计算 %9，开销 %10，通信 %11）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Racks of servers: %L1 servers per rack (the scenario&apos;s assumption; NVIDIA&apos;s DGX reference racks hold four), rack-scale systems as the catalog builds them.</source>
        <translation>服务器机柜：每柜 %L1 台服务器（场景假设；NVIDIA DGX 参考机柜放 4 台），机柜级系统按目录中的机柜构成。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Not drawn here: %1 of %2 on %3 (from %4). The plan&apos;s views show cost, GPUs, power and requests served, not output tokens/s per GPU; the Inference tab draws measured points over its curves, and the Accuracy tab compares each with the model.</source>
        <translation>此处未绘制：%3 上 %2 的%1（来自 %4）。规划的视图显示成本、GPU、功率和已服务请求数，不显示每 GPU 输出 token/s；推理选项卡会在其曲线上绘制测量点，准确度选项卡会将每个点与模型比较。</translation>
    </message>
    <message>
        <location line="-206"/>
        <source>Rented: no ownership TCO; priced at the cheapest quote: %1.</source>
        <translation>租用：无自有 TCO；按最低报价计价：%1。</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>computing…</source>
        <translation>计算中…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no comparable runs</source>
        <translation>没有可比运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>±%1 % (P90, n %2)</source>
        <translation>±%1 %（P90，n %2）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Every fleet is sized to fill the %L1 MW budget, so the bars differ only by the whole racks or servers that fit; what that power buys is the GPUs and the requests/s each fleet serves.</source>
        <translation>每个集群都按填满 %L1 MW 预算来配置，因此各柱只相差能放下的整机柜或整服务器；这些电力换来的是各集群的 GPU 数和每秒处理的请求数。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Analytic answer; checking each fleet by simulation (its layout under the engine&apos;s scheduler, chunked prefill mixed into decode steps, P50/P90/P99)…</source>
        <translation>解析模型的答案；正在用模拟检验每个集群（引擎调度器下的布局、分块预填充混入解码步、P50/P90/P99）…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Analytic answer: with more than %L1 systems chosen, the fleets are not checked by simulation (siliconomics-cli plan checks any number).</source>
        <translation>解析模型的答案：选择的系统超过 %L1 个时，不用模拟检验集群（siliconomics-cli plan 可检验任意数量）。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Checked by simulation: %1 of %2 fleets re-sized to the replicas the simulated engine needs, %3 of them more than 15 % from the analytic count (in the tooltip of each GPUs cell); P99 first token and time per output token in the table; docs/serving-model.md.</source>
        <translation>已用模拟检验：%2 个集群中有 %1 个按模拟引擎所需的副本数重新确定规模，其中 %3 个与解析模型的数量相差超过 15 %（见每个 GPU 单元格的提示）；首个令牌和每个输出令牌时间的 P99 见表格；docs/serving-model.md。</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 at %2 %3 $%4/GPU-hour, %5</source>
        <translation>%1，%2 %3 每 GPU 小时 $%4，%5</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>%L1 racks (kW per rack n/a)</source>
        <translation>%L1 个机柜（每柜 kW 不适用）</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+13"/>
        <source>Goodput (%)</source>
        <translation>有效吞吐（%）</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+11"/>
        <source>Racks</source>
        <translation>机架</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Capex (M USD)</source>
        <translation>资本支出（百万 USD）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opex (M USD/yr)</source>
        <translation>运营支出（百万 USD/年）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/M input</source>
        <translation>输入 USD/M</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/M output</source>
        <translation>输出 USD/M</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/M blended</source>
        <translation>混合 USD/M</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TTFT P90 (s)</source>
        <translation>TTFT P90（s）</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Goodput: every request counts, since no first-token or per-user target is set.</source>
        <translation>有效吞吐：未设首 token 或每用户目标，因此每个请求都计入。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goodput: the share of requests whose own first token came within %L1 s.</source>
        <translation>有效吞吐：自身首 token 在 %L1 s 内到达的请求所占比例。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Goodput: the share of requests whose own time per output token is within %L1 ms.</source>
        <translation>有效吞吐：自身每输出 token 时间在 %L1 ms 以内的请求所占比例。</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Goodput: the share of requests whose own first token came within %L1 s and whose own time per output token is within %L2 ms.</source>
        <translation>有效吞吐：自身首 token 在 %L1 s 内到达、且自身每输出 token 时间在 %L2 ms 以内的请求所占比例。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The tokens/s per user floor is held at the median; the P99 target of %L1 ms bounds the tail.</source>
        <translation>每用户 token/s 下限按中位数满足；P99 目标 %L1 ms 约束尾部。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The tokens/s per user floor is held at the median, so up to half the requests may be slower than it; hold the tail with a TPOT P90 or P99 target (siliconomics-cli plan --tpot-p90-ms, --tpot-p99-ms).</source>
        <translation>每用户 token/s 下限按中位数满足，因此最多一半的请求可能比它慢；要约束尾部，请设 TPOT P90 或 P99 目标（siliconomics-cli plan --tpot-p90-ms、--tpot-p99-ms）。</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>TTFT P99 (s)</source>
        <translation>TTFT P99（s）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TPOT P99 (ms)</source>
        <translation>TPOT P99（ms）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Tokens/s per user</source>
        <translation>每用户 token/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>J/output token</source>
        <translation>每输出 token J</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>±</source>
        <translation>±</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+16"/>
        <location line="+1"/>
        <location line="+8"/>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>%1 (rented)</source>
        <translation>%1（租用）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>checking…</source>
        <translation>检验中…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not simulated</source>
        <translation>未模拟</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+1"/>
        <source>rented</source>
        <translation>租用</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>analytic model: %L1 GPUs; %2</source>
        <translation>解析模型：%L1 个 GPU；%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>re-sized by simulation</source>
        <translation>已按模拟重新确定规模</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1; %2 kW of IT power a full rack</source>
        <translation>%1；满载机柜的 IT 功率 %2 kW</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; IT power of a rack n/a</source>
        <translation>%1；机柜的 IT 功率不适用</translation>
    </message>
</context>
<context>
    <name>sil::ui::PriceHistoryPage</name>
    <message>
        <location filename="../../ui/charts/PriceHistoryPage.cpp" line="+23"/>
        <source>All terms</source>
        <translation>所有期限</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chip:</source>
        <translation>芯片：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>By term</source>
        <translation>按租期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By provider tier</source>
        <translation>按供应商层级</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+26"/>
        <source>By provider tier: hyperscalers, neoclouds, marketplaces and analysts&apos; reference rates compared on one term (all terms: on-demand)</source>
        <translation>按供应商层级：在同一租期下比较超大规模云厂商、新兴云厂商、算力市场和分析师参考价（选择全部租期时：按需）</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Term:</source>
        <translation>期限：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Series:</source>
        <translation>系列：</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+69"/>
        <source>Quote date</source>
        <translation>报价日期</translation>
    </message>
    <message>
        <location line="-68"/>
        <location line="+71"/>
        <source>Rental price (USD/GPU-hour)</source>
        <translation>租赁价格 (USD/GPU小时)</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>%1 (1 quote)</source>
        <translation>%1（1 条报价）</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 (%n quotes)</source>
        <translation>
            <numerusform>%1（%n 条报价）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Rental price over time by provider tier: %1, %2 (USD/GPU-hour)</source>
        <translation>按供应商层级的租赁价格走势：%1，%2（美元/GPU·小时）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rental price over time: %1 (USD/GPU-hour)</source>
        <translation>租赁价格随时间变化：%1 (USD/GPU小时)</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>%1 (%6)
%2, %3
$%4 per GPU-hour
quote %5</source>
        <translation>%1（%6）
%2，%3
每 GPU·小时 $%4
报价 %5</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 trend: %2 %/year</source>
        <translation>%1 趋势：%2 %/年</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 trend: %2 USD/GPU-hour per year (%3 %/year of the fitted $%4 on %5), least squares over %6 quotes</source>
        <translation>%1 趋势：每年 %2 USD/GPU小时（相当于 %5 时拟合值 $%4 的 %3 %/年），基于 %6 条报价的最小二乘拟合</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <location line="-81"/>
        <source>%1: %n dated quotes from %2 to %3. Quotes are list prices from the cited sources (catalog, Rental prices), not negotiated prices.</source>
        <translation>
            <numerusform>%1：从 %2 到 %3 共 %n 条带日期的报价。报价为所引来源中的公开价格（目录，租赁价格），并非协商价格。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: no dated rental quote%2.</source>
        <translation>%1：没有带日期的租赁报价%2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> for the %1 term</source>
        <translation>（%1 期限）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Series: %1 quotes by provider tier. The tiers are ours, from the provider&apos;s name: hyperscalers (AWS, Azure, Google Cloud, Oracle), marketplaces (Vast.ai, RunPod community, Spheron), analyst reference (SemiAnalysis reference rates), neoclouds (every other provider).</source>
        <translation>系列：按供应商层级的%1报价。层级由我们按供应商名称划分：超大规模云厂商（AWS、Azure、Google Cloud、Oracle），算力市场（Vast.ai、RunPod community、Spheron），分析师参考价（SemiAnalysis 参考价），新兴云厂商（其他所有供应商）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not shown: quote %1 (%2, %3) — %4</source>
        <translation>未显示：报价 %1（%2，%3）— %4</translation>
    </message>
</context>
<context>
    <name>sil::ui::RentVsBuyPage</name>
    <message>
        <location filename="../../ui/charts/RentVsBuyPage.cpp" line="+17"/>
        <source>Owning is cheaper than renting above the bar&apos;s utilization; the dashed line is the scenario&apos;s utilization.</source>
        <translation>利用率高于柱形时，自有比租赁便宜；虚线为情景的利用率。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on-demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Rent vs buy: breakeven utilization against the cheapest quote per term (%)</source>
        <translation>租赁与采购：相对每种期限最低报价的盈亏平衡利用率 (%)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not shown: %1 — no rental quote for its chip</source>
        <translation>未显示：%1 — 其芯片没有租赁报价</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: renting costs less than owning at any utilization</source>
        <translation>%1：在任何利用率下租赁都比自有便宜</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 — vs %2 %3 $%4</source>
        <translation>%1 — 对比 %2 %3 $%4</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Breakeven utilization</source>
        <translation>盈亏平衡利用率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Breakeven utilization (% of hours) vs the system&apos;s cheapest quote</source>
        <translation>盈亏平衡利用率（小时占比 %）与该系统最低报价的比较</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Owning is cheaper above the bar; the dashed line is the scenario&apos;s %1 % utilization. Few systems show every rental term side by side. Each row is measured against the quote, of any term, that makes owning hardest to justify:</source>
        <translation>利用率高于柱长时自有更便宜；虚线为情景的利用率 %1 %。系统较少时并排显示各租期。每行对比的是所有期限中最难证明自有合理的报价：</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>On-demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <location line="-117"/>
        <location line="+117"/>
        <source>1-month</source>
        <translation>1 个月</translation>
    </message>
    <message>
        <location line="-115"/>
        <location line="+115"/>
        <source>1-year</source>
        <translation>1 年</translation>
    </message>
    <message>
        <location line="-113"/>
        <location line="+113"/>
        <source>3-year</source>
        <translation>3 年</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>%1 %2 $%3 (%4)</source>
        <translation>%1 %2 $%3（%4）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 against the cheapest quote per term: %2</source>
        <translation>%1，对比各期限最低报价：%2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1, %2: renting at $%3/GPU-hour (%4) costs less than owning at any utilization</source>
        <translation>%1，%2：以 $%3/GPU小时租赁（%4）在任何利用率下都比自有便宜</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Breakeven utilization (% of hours)</source>
        <translation>盈亏平衡利用率（小时占比 %）</translation>
    </message>
    <message>
        <location line="-128"/>
        <source>Scenario utilization %1 %</source>
        <translation>情景利用率 %1 %</translation>
    </message>
</context>
<context>
    <name>sil::ui::ScenarioCompareDialog</name>
    <message>
        <location filename="../../ui/widgets/ScenarioCompareDialog.cpp" line="+12"/>
        <source>Compare scenarios</source>
        <translation>比较情景</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A:</source>
        <translation>A：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>B:</source>
        <translation>B：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Assumption or override</source>
        <translation>假设或覆盖值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TCO A (USD/GPU-hour)</source>
        <translation>TCO A (USD/GPU小时)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TCO B (USD/GPU-hour)</source>
        <translation>TCO B (USD/GPU小时)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Change (USD/GPU-hour)</source>
        <translation>变化 (USD/GPU小时)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change (%)</source>
        <translation>变化 (%)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A (USD/PFLOP-hour, BF16)</source>
        <translation>A (USD/PFLOP小时，BF16)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B (USD/PFLOP-hour, BF16)</source>
        <translation>B (USD/PFLOP小时，BF16)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Change (%, BF16)</source>
        <translation>变化 (%，BF16)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Export chart (PNG, SVG, PDF)…</source>
        <translation>导出图表（PNG、SVG、PDF）…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export tables (CSV)…</source>
        <translation>导出表格（CSV）…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Export comparison chart</source>
        <translation>导出比较图表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF (*.pdf)</source>
        <translation>PNG 图像 (*.png);;SVG 图像 (*.svg);;PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+8"/>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Export comparison tables</source>
        <translation>导出比较表格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Current (edited)</source>
        <translation>当前（已修改）</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Loaded: %1</source>
        <translation>已载入：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>(unnamed scenario)</source>
        <translation>（未命名情景）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, edited</source>
        <translation>%1，已修改</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>System %1: %2</source>
        <translation>系统 %1：%2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Chip %1: %2</source>
        <translation>芯片 %1：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <location line="+120"/>
        <location line="+1"/>
        <source>catalog value</source>
        <translation>目录值</translation>
    </message>
    <message>
        <location line="-119"/>
        <source>The two scenarios have the same assumptions.</source>
        <translation>两个情景的假设相同。</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+3"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>n/a: %1 — %2</source>
        <translation>不适用：%1 — %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>A: %1</source>
        <translation>A：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B: %1</source>
        <translation>B：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 USD (%2 %)</source>
        <translation>%1 USD (%2 %)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 USD</source>
        <translation>%1 USD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>TCO (USD/GPU-hour)</source>
        <translation>TCO (USD/GPU小时)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>TCO per GPU-hour: A vs B (change B − A in USD/GPU-hour and %)</source>
        <translation>每 GPU 小时 TCO：A 与 B 对比（变化 B − A，单位 USD/GPU小时 与 %）</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 %2 → %3 %4</source>
        <translation>%1 %2 → %3 %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2 %3 → %4</source>
        <translation>%1 %2 %3 → %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A: %1; B: %2. Differences: %3.</source>
        <translation>A：%1；B：%2。差异：%3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not shown: %1.</source>
        <translation>未显示：%1。</translation>
    </message>
</context>
<context>
    <name>sil::ui::ScenarioController</name>
    <message>
        <location filename="../../ui/ScenarioController.cpp" line="+108"/>
        <location line="+8"/>
        <source>no user database</source>
        <translation>没有用户数据库</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>Reset all assumptions</source>
        <translation>重置所有假设</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The catalog holds no serving engine &quot;%1&quot;.</source>
        <translation>目录中没有服务引擎“%1”。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No system &quot;%1&quot; in the catalog.</source>
        <translation>目录中没有系统“%1”。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No imported measurements of %1.</source>
        <translation>没有 %1 的导入测量。</translation>
    </message>
    <message>
        <location line="+165"/>
        <source>Edit %1 of %2</source>
        <translation>修改 %2 的 %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Revert %1 of %2</source>
        <translation>恢复 %2 的 %1</translation>
    </message>
</context>
<context>
    <name>sil::ui::ServeLoadPage</name>
    <message>
        <location filename="../../ui/charts/ServeLoadPage.cpp" line="+31"/>
        <source>MLPerf Interactive: TTFT P99 ≤ 450 ms, TPOT P99 ≤ 40 ms</source>
        <translation>MLPerf 交互式：TTFT P99 ≤ 450 ms，TPOT P99 ≤ 40 ms</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MLPerf Server: TTFT P99 ≤ 2 s, TPOT P99 ≤ 200 ms</source>
        <translation>MLPerf 服务器：TTFT P99 ≤ 2 s，TPOT P99 ≤ 200 ms</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>1k in / 128 out</source>
        <translation>输入 1k / 输出 128</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1k in / 1k out</source>
        <translation>输入 1k / 输出 1k</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8k in / 1k out</source>
        <translation>输入 8k / 输出 1k</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Requests/s (Poisson)</source>
        <translation>请求/s（泊松）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Concurrency (closed loop)</source>
        <translation>并发数（闭环）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>TTFT and TPOT</source>
        <translation>TTFT 和 TPOT</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+325"/>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <location line="-324"/>
        <location line="+327"/>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <location line="-326"/>
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Load:</source>
        <translation>负载：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Service level:</source>
        <translation>服务水平：</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>TTFT P99 ≤ %L1 s, TPOT P99 ≤ %L2 ms</source>
        <translation>TTFT P99 ≤ %L1 s，TPOT P99 ≤ %L2 ms</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>%1: latency by requests in flight (simulated)</source>
        <translation>%1：按在途请求数的延迟（模拟）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: latency by request rate (simulated)</source>
        <translation>%1：按请求速率的延迟（模拟）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>closed loops of 1, 2, 4, … up to each replica&apos;s sequence limit in flight</source>
        <translation>在途请求 1、2、4、… 直至各副本序列上限的闭环</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poisson arrivals at 5 %–110 % of each replica&apos;s capacity (its completions with its sequence limit always in flight)</source>
        <translation>泊松到达，速率为每个副本容量（始终有序列上限个在途请求时的完成速率）的 5 %–110 %</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%L1 tokens a step</source>
        <translation>每步 %L1 个 token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vLLM&apos;s server default tokens a step (8,192 on GPUs of 70 GiB or more other than the A100, else 2,048)</source>
        <translation>vLLM 服务器默认的每步 token 数（除 A100 外显存 70 GiB 及以上的 GPU 为 8,192，其余为 2,048）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>up to %L1 sequences</source>
        <translation>最多 %L1 个序列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its default sequence limit (1,024 there, else 256)</source>
        <translation>默认序列上限（上述 GPU 为 1,024，其余为 256）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Simulated, one replica: vLLM V1 scheduler (%1, %2, chunked prefill, paged KV cache with preemption); %3 weights; requests of %L4 prompt and %L5 output tokens; %6; %L7 requests a load, the first tenth left out; seed %8.</source>
        <translation>模拟，单副本：vLLM V1 调度器（%1，%2，分块预填充，带抢占的分页 KV 缓存）；%3 权重；每个请求 %L4 个提示 token、%L5 个输出 token；%6；每个负载 %L7 个请求，前十分之一不计；种子 %8。</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>at most %L1 in flight within the service level</source>
        <translation>服务水平内最多 %L1 个在途请求</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>at most %L1 requests/s within the service level</source>
        <translation>服务水平内最多 %L1 请求/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(TTFT P99 %L1 ms, TPOT P99 %L2 ms, %L3 output tokens/s per GPU)</source>
        <translation>（TTFT P99 %L1 ms，TPOT P99 %L2 ms，每 GPU 输出 %L3 token/s）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (TP %2): %3; capacity %L4 requests/s.</source>
        <translation>%1（TP %2）：%3；容量 %L4 请求/s。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No engine row here is fitted on the user&apos;s measurements.</source>
        <translation>此处没有引擎行是按用户测量拟合的。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Engine rows fitted on measurements: %1.</source>
        <translation>按测量拟合的引擎行：%1。</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>Tensor parallelism: the smallest power of two whose KV cache holds the sequence limit at these lengths, doubled while even the lightest load misses the service level. Step times from the workload model under each system&apos;s engine row (docs/serving-model.md, &quot;Under load&quot;); no host overhead beyond the engine row&apos;s, so read latencies as lower bounds.</source>
        <translation>张量并行：在这些长度下 KV 缓存能容纳序列上限的最小 2 的幂；若最轻负载仍达不到服务水平则加倍。步时间来自各系统引擎行下的工作负载模型（docs/serving-model.md 中关于负载下模拟器的一节）；除引擎行外不计主机开销，因此延迟应视为下限。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The catalog holds no language models.</source>
        <translation>目录中没有语言模型。</translation>
    </message>
    <message>
        <location line="+297"/>
        <source>Simulating %L1 systems…</source>
        <translation>正在模拟 %L1 个系统…</translation>
    </message>
    <message>
        <location line="-233"/>
        <source>no concurrency meets the service level</source>
        <translation>没有满足服务水平的并发数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no swept rate meets the service level</source>
        <translation>没有满足服务水平的扫描速率</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Not shown: %1 — %2</source>
        <translation>未显示：%1 — %2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Requests in flight per replica (closed loop, log)</source>
        <translation>每副本在途请求数（闭环，对数）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Requests/s per replica (Poisson arrivals, log)</source>
        <translation>每副本请求/s（泊松到达，对数）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>TTFT, ms (log)</source>
        <translation>TTFT，ms（对数）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>TPOT, ms</source>
        <translation>TPOT，ms</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>ms %1 P50</source>
        <translation>ms %1 P50</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ms %1 P99</source>
        <translation>ms %1 P99</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 in flight</source>
        <translation>在途 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%L1/s</source>
        <translation>%L1/s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ms TTFT P99</source>
        <translation>ms TTFT P99</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ms TPOT P99</source>
        <translation>ms TPOT P99</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>%L1 of %L2 systems drawn: those with the most output tokens/s per GPU within the service level (more curves than this cannot be told apart); every system&apos;s highest load is in the notes below.</source>
        <translation>绘制了 %L2 个系统中的 %L1 个：在服务水平内每 GPU 输出 token/s 最多的系统（曲线再多便无法区分）；每个系统的最高负载见下方注释。</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n star(s) drawn without a label, too close to another to print it: each system&apos;s highest load is in the notes below and in its star&apos;s tooltip.</source>
        <translation>
            <numerusform>%n 个星标因与其他星标过近而未标注：各系统的最高负载见下方说明及星标的提示。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>TTFT P99 target %L1 ms</source>
        <translation>TTFT P99 目标 %L1 ms</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TPOT P99 target %L1 ms</source>
        <translation>TPOT P99 目标 %L1 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solid: P50; dashed: P99. Stars mark each system&apos;s highest load within the service level (both P99 targets), found by bisection between swept loads.</source>
        <translation>实线：P50；虚线：P99。星号标出各系统在服务水平（两个 P99 目标）内的最高负载，由扫描负载之间的二分查找得出。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lines with dots: TTFT (left axis); plain lines: TPOT (right axis).</source>
        <translation>带圆点的线：TTFT（左轴）；无圆点的线：TPOT（右轴）。</translation>
    </message>
</context>
<context>
    <name>sil::ui::SlowdownPage</name>
    <message>
        <location filename="../../ui/charts/SlowdownPage.cpp" line="+24"/>
        <source>Reference:</source>
        <translation>参考：</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+37"/>
        <source>by message size</source>
        <translation>按消息大小</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>by rank count (256 MiB)</source>
        <translation>按 rank 数（256 MiB）</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Collective slowdown vs %1 (x), %2</source>
        <translation>相对 %1 的集合通信减速比（倍），%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by rank count</source>
        <translation>按 rank 数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Slowdown = time on the system / time on %1 for the same collective. Model: %2.%3</source>
        <translation>减速比 = 该系统上的时间 / %1 上同一集合通信的时间。模型：%2。%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> Message size 256 MiB; rank counts 8 to 16,384.</source>
        <translation> 消息大小 256 MiB；rank 数 8 至 16,384。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose a reference system.</source>
        <translation>请选择参考系统。</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1: %2 of %3 points n/a — %4</source>
        <translation>%1：%3 个点中有 %2 个不适用 — %4</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Slowdown vs %1 (x)</source>
        <translation>相对 %1 的减速比（倍）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>, log scale</source>
        <translation>，对数坐标</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>parity (1x)</source>
        <translation>持平 (1x)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Ranks (GPUs, log scale)</source>
        <translation>rank 数（GPU，对数坐标）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Message size (total bytes, log scale)</source>
        <translation>消息大小（总字节数，对数坐标）</translation>
    </message>
</context>
<context>
    <name>sil::ui::SpecsPage</name>
    <message>
        <location filename="../../ui/charts/SpecRows.cpp" line="-91"/>
        <source>estimate</source>
        <translation>估计值</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+114"/>
        <source>derived</source>
        <translation>推算值</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>measured</source>
        <translation>实测值</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your edit</source>
        <translation>您的修改</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reported</source>
        <translation>第三方转述</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>one server</source>
        <translation>单台服务器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rack-scale</source>
        <translation>机架级</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pod (beyond a rack)</source>
        <translation>集群（超过一个机架）</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>%1 GPUs</source>
        <translation>%1 个 GPU</translation>
    </message>
    <message>
        <location filename="../../ui/charts/SpecsPage.cpp" line="+53"/>
        <source>Baseline:</source>
        <translation>基准：</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Specifications side by side, ratio to %1</source>
        <translation>规格并列对比，与 %1 的比值</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Unmarked values are the maker&apos;s, from its own documents; &quot;reported&quot; is the maker&apos;s figure as a third party states it; &quot;estimate&quot;, &quot;derived&quot; and &quot;measured&quot; mark the others, with the low–high range kept where sources disagree. The baseline is shaded blue; ★ marks a highlighted system.</source>
        <translation>未加标记的数值来自厂商自己的文档；“第三方转述”为第三方转述的厂商数据；其他数值标有“估计值”“推算值”或“实测值”，来源不一致时保留最低–最高范围。基准系统以蓝色底色显示；★ 表示突出显示的系统。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ratios are system / baseline. Values are per logical GPU, dense FLOP/s; TCO row uses the scenario.</source>
        <translation>比值为 系统 / 基准。数值为每逻辑 GPU、稠密 FLOP/s；TCO 行采用当前情景。</translation>
    </message>
    <message>
        <location line="+140"/>
        <source>Not shown, too many columns for one picture (choose fewer systems): %1.</source>
        <translation>列数过多，一张图放不下，未显示（请少选一些系统）：%1。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sources: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <location filename="../../ui/charts/SpecRows.cpp" line="-13"/>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
</context>
<context>
    <name>sil::ui::TcoChartPage</name>
    <message>
        <location filename="../../ui/charts/TcoChartPage.cpp" line="+29"/>
        <source>Full TCO</source>
        <translation>完整 TCO</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capital only</source>
        <translation>仅资本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show:</source>
        <translation>显示：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Capital cost per GPU-hour (USD/GPU-hour)</source>
        <translation>每 GPU 小时资本成本 (USD/GPU小时)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total cost of ownership per GPU-hour (USD/GPU-hour)</source>
        <translation>每 GPU 小时总拥有成本 (USD/GPU小时)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Capital</source>
        <translation>资本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power</source>
        <translation>电力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colocation</source>
        <translation>机房托管</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Support</source>
        <translation>支持服务</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maintenance</source>
        <translation>维护</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Software</source>
        <translation>软件</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not shown: %1 — rented: no ownership TCO, so no capital (Show: Full TCO draws it at its quote)</source>
        <translation>未显示：%1 — 仅租用：无自有 TCO，因此无资本成本（显示：完整 TCO 时按报价绘制）</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>%1 — %2 rental quotes, USD/GPU-hour:
%3</source>
        <translation>%1 — %2 租赁报价，USD/GPU小时：
%3</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 $%2 (%3, %4%5)</source>
        <translation>%1 $%2（%3，%4%5）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, the scenario&apos;s term unquoted</source>
        <translation>，情景期限无报价</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rented: no ownership TCO (cheapest quote)</source>
        <translation>租用：无自有 TCO（最低报价）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rented: no ownership TCO; sold only as a cloud service, drawn at the cheapest quote of the scenario&apos;s term, USD per GPU-hour: %1.</source>
        <translation>租用：无自有 TCO；仅以云服务形式销售，按情景期限的最低报价绘制，每 GPU 小时美元：%1。</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>USD per GPU-hour (owned hour)</source>
        <translation>每 GPU 小时 USD（自有小时）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/GPU-hour</source>
        <translation>USD/GPU小时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rental quotes (range, median)</source>
        <translation>租赁报价（范围，中位数）</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>%1 $%2–$%3 (median $%4)</source>
        <translation>%1 $%2–$%3（中位数 $%4）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Red range: every dated rental quote for the system&apos;s chip, low to high, tick at the median, USD per GPU-hour: %1.</source>
        <translation>红色区间：该系统芯片所有带日期的租赁报价，从低到高，刻度为中位数，单位为每 GPU 小时 USD：%1。</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Red range: every dated rental quote for the system&apos;s chip, low to high, with a tick at the median (hover to list them).</source>
        <translation>红色范围：该系统芯片的所有带日期租赁报价，从低到高，刻度标示中位数（悬停可列出各报价）。</translation>
    </message>
    <message>
        <location line="-89"/>
        <source>%1 of %2 systems have no whisker: none of their inputs is a range.</source>
        <translation>%2 个系统中有 %1 个没有须线：其输入均不是范围。</translation>
    </message>
</context>
<context>
    <name>sil::ui::TornadoPage</name>
    <message>
        <location filename="../../ui/charts/TornadoPage.cpp" line="+38"/>
        <source>TCO per owned GPU-hour</source>
        <translation>每自有 GPU 小时 TCO</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TCO per useful GPU-hour</source>
        <translation>每有效 GPU 小时 TCO</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TCO per dense BF16 PFLOP-hour</source>
        <translation>每稠密 BF16 PFLOP小时 TCO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TCO per dense FP8 PFLOP-hour</source>
        <translation>每稠密 FP8 PFLOP小时 TCO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>System:</source>
        <translation>系统：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Metric:</source>
        <translation>指标：</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Sensitivity of %1: %2</source>
        <translation>%1 的敏感性：%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose systems to compare in the catalog (Compare column): the tornado shows one of them.</source>
        <translation>请在目录中选择要比较的系统（“比较”列）：龙卷风图显示其中一个。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No tornado for %1: %2</source>
        <translation>%1 没有龙卷风图：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Input at its low end</source>
        <translation>输入取低端</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input at its high end</source>
        <translation>输入取高端</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: %2–%3 %4</source>
        <translation>%1：%2–%3 %4</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Change from %1 (%2)</source>
        <translation>相对 %1 的变化（%2）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Central value: %1 %2 for %3 under scenario &quot;%4&quot;. Bars: the metric minus the central value with one input at the low (blue) or high (orange) end of its range, every other input at its value.</source>
        <translation>中心值：情景“%4”下 %3 的 %1 %2。柱形：将一个输入置于其范围的低端（蓝色）或高端（橙色）、其余输入保持原值时，指标减去中心值。</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>* %n input(s) without a range (scenario or catalog) are moved ±%1 %, a swing assumed for the chart, not a sourced range.</source>
        <translation>
            <numerusform>* %n 个没有范围（情景或目录）的输入按 ±%1 % 变动，这是为本图假设的变动幅度，并非有来源的范围。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>* %n input(s) without a range (scenario or catalog) are moved ±%1 %; set ranges under Edit &gt; Assumption ranges…</source>
        <translation>
            <numerusform>* %n 个没有范围（情景或目录）的输入按 ±%1 % 变动；请在 编辑 &gt; 假设范围… 中设置范围</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sil::ui::TrainingPage</name>
    <message>
        <location filename="../../ui/charts/TrainingPage.cpp" line="+29"/>
        <location line="+34"/>
        <source>%L1 GPUs</source>
        <translation>%L1 个 GPU</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>1T tokens</source>
        <translation>1T token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>15T tokens</source>
        <translation>15T token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>30T tokens</source>
        <translation>30T token</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Days</source>
        <translation>天数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD (owned)</source>
        <translation>USD（自有）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cash by month (with a deadline)</source>
        <translation>按月现金（需设期限）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show:</source>
        <translation>显示：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No deadline</source>
        <translation>无截止期限</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+16"/>
        <source>GPUs to finish within %L1 days</source>
        <translation>%L1 天内完成所需的 GPU</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>%L1T tokens</source>
        <translation>%L1T token</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Training %1 on %2 within %L3 days: cash by month, owned against rented</source>
        <translation>在 %2 上训练 %1，%L3 天内：按月现金，自有对比租用</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Training %1 on %2: %3</source>
        <translation>在 %2 上训练 %1：%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Training %1 on %2: cost owned (million USD)</source>
        <translation>在 %2 上训练 %1：自有成本（百万 USD）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Training %1 on %2: days on %3</source>
        <translation>在 %2 上训练 %1：%3 上的天数</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 compute; USD at scenario %2&apos;s TCO per useful GPU-hour and its rental quotes; interruptions at its rates, restart time and checkpoint bandwidth.</source>
        <translation>%1 计算；美元按场景 %2 的每有效 GPU 小时 TCO 及其租用报价计；中断按其发生率、重启时间和检查点带宽计。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 GPUs, %2 compute, sequence 4,096, about 4M tokens per step; the fastest tensor/pipeline/expert-parallel layout that fits each system&apos;s memory (ZeRO-1, selective recomputation).</source>
        <translation>%1 个 GPU，%2 计算，序列长度 4,096，每步约 4M token；选取适合各系统显存的最快张量/流水线/专家并行布局（ZeRO-1，选择性重计算）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bars split by where the step time goes; data-parallel traffic is exposed beyond 80 % of the backward pass. Efficiency measured on H200, scaled by each chip&apos;s GEMM efficiency; USD at scenario %1&apos;s TCO per useful GPU-hour.</source>
        <translation>柱形按步时的去向拆分；数据并行通信在反向传播 80 % 之后的部分为暴露时间。效率在 H200 上实测，并按各芯片的 GEMM 效率缩放；USD 按情景 %1 的每有效 GPU 小时 TCO 计算。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The catalog holds no language models.</source>
        <translation>目录中没有语言模型。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor-parallel comm.</source>
        <translation>张量并行通信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert-parallel comm.</source>
        <translation>专家并行通信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MoE token routing</source>
        <translation>MoE 令牌路由</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data-parallel comm. (exposed)</source>
        <translation>数据并行通信（暴露）</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1: rented, no ownership TCO — %2 GPU-hours billed per GPU at $%3 (%4, %5), %6</source>
        <translation>%1：租用，无自有 TCO — 每 GPU 计费 %2 GPU 小时，每小时 $%3（%4，%5），%6</translation>
    </message>
    <message>
        <location filename="../../ui/charts/TrainingCash.cpp" line="+47"/>
        <location filename="../../ui/charts/TrainingPage.cpp" line="+11"/>
        <location line="+87"/>
        <source>Not shown: %1 — %2</source>
        <translation>未显示：%1 — %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No selected system meets the deadline with a cost to own.</source>
        <translation>所选系统中没有既能按期完成、又能计算自有成本的系统。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Month of the run</source>
        <translation>训练第几个月</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cumulative cash (million USD)</source>
        <translation>累计现金（百万美元）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Owned, sold after the run: %1</source>
        <translation>自有并在训练后出售：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rented: %1 (%2)</source>
        <translation>租用：%1（%2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Break-even in month %1</source>
        <translation>第 %1 个月盈亏平衡</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Owning has paid for itself against renting by month %1.</source>
        <translation>到第 %1 个月，自有相对租用已收回成本。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Renting stays cheaper through the run: owning does not pay back before the cluster is sold.</source>
        <translation>整个训练期间租用都更便宜：集群出售前自有无法收回成本。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %L2 GPUs bought for %3 days with interruptions: $%4M of capex at month 0, opex and interest each month, $%5M back from the sale in the month the run ends (the scenario&apos;s residual value); rent billed each month, the contract&apos;s whole bill by the last.</source>
        <translation>%1：购买 %L2 个 GPU，计入中断共 %3 天：第 0 个月资本支出 $%4M，每月运营支出和利息，训练结束当月出售收回 $%5M（场景的残值）；租金按月计费，最后一个月计满合同总额。</translation>
    </message>
    <message>
        <location filename="../../ui/charts/TrainingPage.cpp" line="-68"/>
        <source>%1: tp %2 × pp %3 × dp %4, ep %5; %6 tokens/s per GPU, MFU %7 %</source>
        <translation>%1：TP %2 × PP %3 × DP %4，EP %5；每 GPU %6 token/s，MFU %7 %</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Days of training</source>
        <translation>训练天数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Million USD (owned; rented where marked)</source>
        <translation>百万美元（自有；标注者为租用）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>million USD</source>
        <translation>百万 USD</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cash by month needs a deadline: the bars show days on the GPUs chosen.</source>
        <translation>按月现金需要设定期限：柱形图显示所选 GPU 数量下的天数。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No P10–P90 whiskers on days: the ranges in the catalog and the scenario are costs and prices, not speeds; this chart drawn in USD (owned) has whiskers.</source>
        <translation>天数不绘制 P10–P90 误差线：目录和情景中的区间是成本和价格，而不是速度；按 USD（自有）绘制的本图有误差线。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No P10–P90 whiskers on days: the ranges in the catalog and the scenario are costs and prices, not speeds; show USD (owned) for whiskers.</source>
        <translation>天数不绘制 P10–P90 误差线：目录和情景中的区间是成本和价格，而不是速度；显示 USD（自有）可查看误差线。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>n/a (%1)</source>
        <translation>不适用（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%L1 racks</source>
        <translation>%L1 个机架</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>racks not known</source>
        <translation>机架数未知</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2, %3)</source>
        <translation>%1（%2，%3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no rental quote</source>
        <translation>无租用报价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %L2 GPUs bought in %3; owned and kept %4 (the TCO per useful GPU-hour over the effective days), owned and sold after the run %5; rented %6</source>
        <translation>%1：购买 %L2 个 GPU，%3；自有并保留 %4（按有效天数计的每有效 GPU 小时 TCO），自有并在训练后出售 %5；租用 %6</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1: %L2 GPUs in %L3 %4; tp %5 × pp %6 × dp %7; %8 days with interruptions (P90 %9), goodput %10 %</source>
        <translation>%1：%L2 个 GPU（%L3 个%4）；tp %5 × pp %6 × dp %7；计入中断 %8 天（P90 %9），有效训练率 %10 %</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>racks</source>
        <translation>机架</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %L2 racks drawing %3 MW; the hall&apos;s %4 MW leave %5 MW.</source>
        <translation>%1：%L2 个机架，耗电 %3 MW；机房的 %4 MW 还剩 %5 MW。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPUs (whole servers or racks)</source>
        <translation>GPU（按整台服务器或整个机架）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Global batch: %L1 sequences of %L2 tokens, as the model&apos;s own pre-training report gives it. Engine: Megatron-LM class, fitted on published runs.</source>
        <translation>全局批大小：%L1 条 %L2 个 token 的序列，取自该模型自己的预训练报告。引擎：Megatron-LM 类，按公开的训练运行拟合。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Global batch: about 4M tokens a step, in sequences of 4,096 tokens. Engine: Megatron-LM class, fitted on published runs.</source>
        <translation>全局批大小：每步约 4M 个 token，序列长 4,096 个 token。引擎：Megatron-LM 类，按公开的训练运行拟合。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The fewest GPUs, bought in whole servers (racks for rack-scale systems), whose fastest layout finishes by the deadline with its expected interruptions (the scenario&apos;s rates, restart time and checkpoint bandwidth).</source>
        <translation>按整台服务器（机架级系统按整个机架）购买、其最快并行布局在计入预期中断（场景的中断率、重启时间和检查点带宽）后仍能在截止期限前完成的最少 GPU 数量。</translation>
    </message>
</context>
<context>
    <name>sil::ui::TrustSection</name>
    <message>
        <location filename="../../ui/export/TrustSection.cpp" line="+53"/>
        <source>Group (engine × chip family × regime)</source>
        <translation>组（引擎 × 芯片系列 × 工况）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worst</source>
        <translation>最差</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bias</source>
        <translation>偏差</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Within own P90</source>
        <translation>在本组 P90 内</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Within others&apos; P90</source>
        <translation>在其他运行的 P90 内</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1: no comparable runs — %2</source>
        <translation>%1：没有可比运行 — %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No engine has a held-out run in: %1. Every answer of those kinds (train&apos;s among them) says there is no band.</source>
        <translation>以下工况没有任何引擎的留出运行：%1。此类答案（包括 train 的）都会说明没有误差带。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>no other run</source>
        <translation>没有其他运行</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Engine row</source>
        <translation>引擎行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fitted on (each predicted with the row refitted without it)</source>
        <translation>拟合所用运行（每个都用去掉它后重新拟合的行预测）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checked by (no row fitted on them)</source>
        <translation>检验所用运行（没有行在其上拟合）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>How far to trust these numbers</source>
        <translation>这些数字可信到什么程度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every published run shipped with the program and every measurement you imported is predicted by a model that never saw it: a row fitted on a run is refitted without it first. Error = predicted / measured − 1 on throughput; bias is the median signed error (+: optimistic). A predicted figure carries the P90 of its group&apos;s errors (docs/accuracy.md).</source>
        <translation>随程序提供的每个公开运行和您导入的每个测量，都由从未见过它的模型预测：在某次运行上拟合的行会先去掉该运行重新拟合。误差 = 预测 / 实测 − 1（按吞吐量）；偏差为带符号误差的中位数（+：偏乐观）。每个预测值都附带其所在组误差的 P90（docs/accuracy.md）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Held-out error by group</source>
        <translation>按组的留出误差</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coverage: %1 of %2 held-out truths (%3 %) lie within their group&apos;s P90 band.</source>
        <translation>覆盖率：%2 个留出实测值中有 %1 个（%3 %）落在其组的 P90 误差带内。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Answers with no comparable runs</source>
        <translation>没有可比运行的答案</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Engine rows: the runs they were fitted on and checked by</source>
        <translation>引擎行：拟合所用与检验所用的运行</translation>
    </message>
</context>
<context>
    <name>sil::ui::WorkProgress</name>
    <message>
        <location filename="../../ui/widgets/WorkProgress.cpp" line="+37"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the work; nothing of it is kept.</source>
        <translation>停止该工作；其结果不会保留。</translation>
    </message>
</context>
</TS>
