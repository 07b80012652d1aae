<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
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
        <translation>PFLOP당 비용</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FLOP/s per watt</source>
        <translation>와트당 FLOP/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collectives</source>
        <translation>집합 통신</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slowdown</source>
        <translation>속도 저하</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rent vs buy</source>
        <translation>임대 vs 구매</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sensitivity</source>
        <translation>민감도</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price history</source>
        <translation>가격 추이</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inference</source>
        <translation>추론</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serve at a load</source>
        <translation>부하별 서빙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training</source>
        <translation>학습</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plan</source>
        <translation>계획</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accuracy</source>
        <translation>정확도</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build, rent or API</source>
        <translation>구축, 임대 또는 API</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Break-even</source>
        <translation>손익분기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Specs</source>
        <translation>사양</translation>
    </message>
    <message>
        <location filename="../../ui/charts/SpecRows.cpp" line="+75"/>
        <source>Chip TDP (W)</source>
        <translation>칩 TDP (W)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Memory (GB)</source>
        <translation>메모리 (GB)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Memory bandwidth (GB/s)</source>
        <translation>메모리 대역폭 (GB/s)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>BF16 dense (TFLOP/s)</source>
        <translation>BF16 밀집 (TFLOP/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 dense (TFLOP/s)</source>
        <translation>FP8 밀집 (TFLOP/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP6 dense (TFLOP/s)</source>
        <translation>FP6 밀집 (TFLOP/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP4 dense (TFLOP/s)</source>
        <translation>FP4 밀집 (TFLOP/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale-up domain</source>
        <translation>스케일업 도메인</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Form factor</source>
        <translation>폼 팩터</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Scale-up per GPU (GB/s, uni-di)</source>
        <translation>GPU당 스케일업 (GB/s, 단방향)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scale-out per GPU (Gbit/s)</source>
        <translation>GPU당 스케일아웃 (Gbit/s)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Capex per GPU (USD)</source>
        <translation>GPU당 설비투자비 (USD)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TCO (USD/GPU-hour)</source>
        <translation>TCO (USD/GPU-시간)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>FP8 TFLOP/s per W (TDP)</source>
        <translation>W당 FP8 TFLOP/s (TDP)</translation>
    </message>
    <message>
        <location filename="../../ui/commands/SetAssumptionCommand.cpp" line="+16"/>
        <location filename="../../ui/commands/SetPlanInputCommand.cpp" line="+13"/>
        <source>Set %1</source>
        <translation>%1 설정</translation>
    </message>
    <message>
        <location filename="../../ui/commands/SetAssumptionRangeCommand.cpp" line="+13"/>
        <source>Set range of %1</source>
        <translation>%1 범위 설정</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear range of %1</source>
        <translation>%1 범위 지우기</translation>
    </message>
    <message>
        <location filename="../../ui/charts/PriceHistoryPage.cpp" line="+51"/>
        <source>spot</source>
        <translation>스팟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on-demand</source>
        <translation>온디맨드</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1-month</source>
        <translation>1개월</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1-year</source>
        <translation>1년</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>3-year</source>
        <translation>3년</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>hyperscalers</source>
        <translation>하이퍼스케일러</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>neoclouds</source>
        <translation>네오클라우드</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>marketplaces</source>
        <translation>마켓플레이스</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>analyst reference</source>
        <translation>분석가 기준가</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/ScenarioCompareDialog.cpp" line="+51"/>
        <source>n/a</source>
        <translation>해당 없음</translation>
    </message>
    <message>
        <location filename="../../ui/export/Report.cpp" line="+46"/>
        <source>vendor spec</source>
        <translation>제조사 사양</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>estimate</source>
        <translation>추정치</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>measured</source>
        <translation>실측</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>user edit</source>
        <translation>사용자 수정</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>derived</source>
        <translation>파생값</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reported by a third party</source>
        <translation>제3자가 전한 제조사 수치</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Assumption</source>
        <translation>가정</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>값</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unit</source>
        <translation>단위</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As loaded</source>
        <translation>불러온 값</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Range (uncertainty)</source>
        <translation>범위(불확실성)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>edited</source>
        <translation>수정됨</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>System %1: %2 = %3 (scenario)</source>
        <translation>시스템 %1: %2 = %3 (시나리오)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chip %1: %2 = %3 (scenario)</source>
        <translation>칩 %1: %2 = %3 (시나리오)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2: %3 = %4 (catalog edit, %5)</source>
        <translation>%1 %2: %3 = %4 (카탈로그 수정, %5)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;No catalog value is edited.&lt;/p&gt;</source>
        <translation>&lt;p&gt;수정된 카탈로그 값이 없습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;p&gt;Every compared system has a TCO.&lt;/p&gt;</source>
        <translation>&lt;p&gt;비교한 모든 시스템에 TCO가 있습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;No source cited&lt;/b&gt; (a gap in the catalog)</source>
        <translation>&lt;b&gt;출처 없음&lt;/b&gt; (카탈로그의 공백)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (not in the catalog&apos;s source list)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (카탈로그 출처 목록에 없음)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>range</source>
        <translation>범위</translation>
    </message>
    <message>
        <location line="+58"/>
        <location line="+63"/>
        <source>Siliconomics report: %1</source>
        <translation>Siliconomics 보고서: %1</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Generated %1 by Siliconomics %2. Catalog: %3.</source>
        <translation>%1에 Siliconomics %2로 생성. 카탈로그: %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Systems compared:</source>
        <translation>비교한 시스템:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The scenario has unsaved edits: the values in bold differ from the scenario as loaded.</source>
        <translation>시나리오에 저장하지 않은 수정이 있습니다. 굵은 값은 불러온 시나리오와 다릅니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assumptions</source>
        <translation>가정</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edited catalog values</source>
        <translation>수정된 카탈로그 값</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Charts</source>
        <translation>차트</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Not available (n/a)</source>
        <translation>해당 없음(n/a)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sources of every number used</source>
        <translation>사용된 모든 수치의 출처</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every numeric value of the compared systems, their chips and their chips&apos; rental quotes, by the source it cites. Values that are not vendor specifications are marked.</source>
        <translation>비교한 시스템, 그 칩, 칩의 임대 견적에 쓰인 모든 수치를 인용 출처별로 정리했습니다. 제조사 사양이 아닌 값은 표시되어 있습니다.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1: the PDF could not be produced</source>
        <translation>%1: PDF를 만들 수 없습니다</translation>
    </message>
    <message>
        <location filename="../../ui/commands/SetEngineCommand.cpp" line="+11"/>
        <source>Set serving engine</source>
        <translation>서빙 엔진 설정</translation>
    </message>
    <message>
        <location filename="../../ui/commands/FitEngineCommand.cpp" line="+10"/>
        <source>Fit %1 on %2</source>
        <translation>%2에서 %1 적합</translation>
    </message>
    <message>
        <location filename="../../ui/commands/SetPlanInputCommand.cpp" line="+5"/>
        <source>The Plan tab is closed: its inputs cannot be changed.</source>
        <translation>계획 탭이 닫혀 입력값을 바꿀 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/commands/SetRentalChoiceCommand.cpp" line="+10"/>
        <source>Set rental term</source>
        <translation>임대 기간 설정</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../../app/siliconomics/main.cpp" line="+100"/>
        <source>Snapshot: no user database read (no edits, imports or measurements; --db PATH reads one); scenario %1.</source>
        <translation>스냅숏: 사용자 데이터베이스를 읽지 않음(편집, 가져오기, 측정값 없음. --db PATH로 읽을 수 있음). 시나리오 %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Snapshot: user database %1; scenario %2.</source>
        <translation>스냅숏: 사용자 데이터베이스 %1, 시나리오 %2.</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>Open scenario</source>
        <translation>시나리오 열기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>

Siliconomics has started on the default scenario.</source>
        <translation>

Siliconomics가 기본 시나리오로 시작했습니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>User database</source>
        <translation>사용자 데이터베이스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>

Siliconomics is running on the shipped catalog; your edits cannot be saved until this is fixed.</source>
        <translation>

Siliconomics가 기본 제공 카탈로그로 실행 중입니다. 이 문제가 해결될 때까지 편집 내용을 저장할 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>sil::CoreText</name>
    <message>
        <location filename="../../ui/CoreText.cpp" line="+21"/>
        <source>no all-in IT power or chip TDP for %1</source>
        <translation>%1의 전체 IT 전력 또는 칩 TDP 수치 없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no GPUs-per-server figure for %1</source>
        <translation>%1의 서버당 GPU 수 수치 없음</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+6"/>
        <source>no dense %1 figure in the catalog</source>
        <translation>카탈로그에 밀집 %1 수치 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no measured %1 efficiency in the catalog</source>
        <translation>카탈로그에 %1 실측 효율 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no HBM bandwidth figure</source>
        <translation>%1의 HBM 대역폭 수치 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no HBM capacity figure</source>
        <translation>%1의 HBM 용량 수치 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no dense %2 figure, so it cannot run %3 weights</source>
        <translation>%1에 밀집 %2 수치가 없어 %3 가중치를 실행할 수 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 needs %2 GB per GPU (weights %3 GB, KV cache %4 GB for %5 x %6 tokens) but %7 has %8 GB usable (%9 GB HBM x %10): over by %11 GB; use more GPUs per replica (--tp), smaller weights (--weights fp8) or a smaller batch</source>
        <translation>%1에는 GPU당 %2 GB가 필요하지만 (가중치 %3 GB, %5 x %6 토큰의 KV 캐시 %4 GB) %7의 가용 용량은 %8 GB입니다 (%9 GB HBM x %10). %11 GB 초과: 복제본당 GPU 수(TP)를 늘리거나, 더 작은 가중치(FP8) 또는 더 작은 배치를 사용하세요</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 needs %2 GB per GPU with tp %3, pp %4, ep %5 but %6 has %7 GB usable; use more GPUs or more model parallelism</source>
        <translation>%1에는 TP %3, PP %4, EP %5 구성에서 GPU당 %2 GB가 필요하지만 %6의 가용 용량은 %7 GB입니다. GPU 수나 모델 병렬 차수를 늘리세요</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: no parallel layout can be evaluated (%2)</source>
        <translation>%1: 평가 가능한 병렬 구성이 없음 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: the model has no usable bandwidth for this collective</source>
        <translation>%1: 이 집합 통신에 사용할 수 있는 대역폭이 모델에 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: no chip &quot;%2&quot; in the catalog</source>
        <translation>%1: 카탈로그에 칩 &quot;%2&quot; 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--tp %1 must divide --gpus %2</source>
        <translation>텐서 병렬(TP) %1은 GPU 수 %2를 나누어떨어지게 해야 함</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--tp %1 exceeds %2&apos;s scale-up domain of %3 GPUs</source>
        <translation>텐서 병렬(TP) %1이 %2의 스케일업 도메인(GPU %3개)을 초과함</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--ep %1 must be a multiple of --tp and divide --gpus</source>
        <translation>전문가 병렬(EP) %1은 TP의 배수이고 GPU 수를 나누어떨어지게 해야 함</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--tp x --pp (%1) must divide --gpus %2</source>
        <translation>TP x PP (%1)는 GPU 수 %2를 나누어떨어지게 해야 함</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--tp %1 exceeds the scale-up domain of %2</source>
        <translation>텐서 병렬(TP) %1이 스케일업 도메인 %2를 초과함</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a collective needs at least 2 ranks, got %1</source>
        <translation>집합 통신에는 랭크가 2개 이상 필요함 (입력: %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>reference %1</source>
        <translation>기준 시스템: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>date &quot;%1&quot; is not YYYY-MM or YYYY-MM-DD</source>
        <translation>날짜 &quot;%1&quot;이(가) YYYY-MM 또는 YYYY-MM-DD 형식이 아닙니다</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>no trend: the quotes span %1 days, at least %2 needed</source>
        <translation>추세 없음: 견적 기간이 %1일로, 최소 %2일이 필요합니다</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>rented: no ownership TCO, so no capital cost</source>
        <translation>임대 전용: 소유 TCO가 없어 자본비 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no price: %1</source>
        <translation>가격 없음: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (not tuned on %2: speeds from the chip&apos;s own fit)</source>
        <translation>%1 (%2에서 튜닝되지 않음: 속도는 칩 자체 적합값)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>no trend: %1 dated quote, at least %2 needed</source>
        <translation>추세 없음: 날짜가 있는 견적 %1건, 최소 %2건이 필요합니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no trend: %1 dated quotes, at least %2 needed</source>
        <translation>추세 없음: 날짜가 있는 견적 %1건, 최소 %2건이 필요합니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>offered for up to %1 GPUs; %2 rented exceed it</source>
        <translation>최대 %1 GPU까지 제공; 임대한 %2개가 이를 초과</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>offered for up to %1 GPUs</source>
        <translation>최대 %1 GPU까지 제공</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file gives no %1</source>
        <translation>파일에 %1 값이 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown collective %1</source>
        <translation>알 수 없는 집합 통신 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown model %1</source>
        <translation>알 수 없는 모델 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MLPerf %1 is latency-bounded; only Offline is predicted</source>
        <translation>MLPerf %1 시나리오는 지연 시간 제약이 있어 예측하지 않음(오프라인 시나리오만 예측)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>does not fit: %1</source>
        <translation>메모리에 들어가지 않음: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>system %1 is no longer in the catalog</source>
        <translation>시스템 %1이(가) 더 이상 카탈로그에 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 over %2 GPUs</source>
        <translation>%1, GPU %2개</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TP %1, batch %2</source>
        <translation>TP %1, 배치 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the best served throughput: TP %1, batch %2, %3 in / %4 out (%5)</source>
        <translation>최대 서비스 처리량: TP %1, 배치 %2, 입력 %3 / 출력 %4 토큰(%5)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the best served throughput: TP %1, batch %2, %3 in / %4 out</source>
        <translation>최대 서비스 처리량: TP %1, 배치 %2, 입력 %3 / 출력 %4 토큰</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 does not fit on %2 GPUs of %3</source>
        <translation>%1은(는) %3의 GPU %2개에 들어가지 않음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (not profiled on %2: the chip&apos;s own fit)</source>
        <translation>%1(%2에서 프로파일되지 않음: 칩 자체 적합값 사용)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (fitted on %2)</source>
        <translation>%1(%2에서 적합)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not serve %2 weights (it serves %3)</source>
        <translation>%1은(는) %2 가중치를 서비스하지 않음(지원: %3)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no TDP in the catalog</source>
        <translation>카탈로그에 TDP 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no memory size in the catalog</source>
        <translation>카탈로그에 메모리 용량 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no memory bandwidth in the catalog</source>
        <translation>카탈로그에 메모리 대역폭 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no system built on it has a capex per GPU</source>
        <translation>이 칩으로 만든 시스템 중 GPU당 설비투자가 있는 것이 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no trend: the fitted price at the latest quote is not positive</source>
        <translation>추세 없음: 최근 견적 시점의 적합 가격이 양수가 아닙니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>% of all-in kW</source>
        <translation>% (전체 kW 대비)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>% of capex</source>
        <translation>% (설비투자비 대비)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>% of capex/yr</source>
        <translation>%/년 (설비투자비 대비)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%/yr</source>
        <translation>%/년</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Active parameters</source>
        <translation>활성 파라미터</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All-in IT power per GPU = TDP x this, for systems without an all-in figure</source>
        <translation>GPU당 전체 IT 전력 = TDP x 이 값 (전체 전력 수치가 없는 시스템에 적용)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All-in IT power/GPU</source>
        <translation>GPU당 전체 IT 전력</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Annual interest rate (WACC) of the capex loan</source>
        <translation>설비투자 대출의 연이율 (WACC)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention</source>
        <translation>어텐션</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention heads</source>
        <translation>어텐션 헤드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average power drawn relative to the all-in IT power</source>
        <translation>전체 IT 전력 대비 평균 소비 전력</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average power load</source>
        <translation>평균 전력 부하</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BF16 dense</source>
        <translation>BF16 밀집</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BF16 realized</source>
        <translation>BF16 실효</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BF16 sparse</source>
        <translation>BF16 희소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cached input</source>
        <translation>캐시된 입력</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call overhead</source>
        <translation>호출 오버헤드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capex/GPU</source>
        <translation>GPU당 설비투자비</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capex per GPU</source>
        <translation>GPU당 설비투자비</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chip TDP</source>
        <translation>칩 TDP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no date</source>
        <translation>날짜 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All-in IT power per GPU</source>
        <translation>GPU당 전체 IT 전력</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TCO per owned GPU-hour</source>
        <translation>보유 GPU-시간당 TCO</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TCO per useful GPU-hour</source>
        <translation>유효 GPU-시간당 TCO</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/useful GPU-hour</source>
        <translation>USD/유효 GPU-시간</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/PFLOP-hour</source>
        <translation>USD/PFLOP-시간</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chip</source>
        <translation>칩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colocation</source>
        <translation>코로케이션</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cooling</source>
        <translation>냉각</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost of capital</source>
        <translation>자본비용</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data-centre rent per kW of IT capacity (charged on full kW, no PUE)</source>
        <translation>IT 용량 kW당 데이터센터 임대료 (전체 kW 기준 부과, PUE 미적용)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Date</source>
        <translation>날짜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dense layers first</source>
        <translation>선행 밀집 레이어</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Depreciation / loan term of the hardware</source>
        <translation>하드웨어 감가상각 / 대출 기간</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Electricity price</source>
        <translation>전기요금</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert FFN size</source>
        <translation>전문가 FFN 크기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert-read η</source>
        <translation>전문가 읽기 η</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Experts</source>
        <translation>전문가 수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Experts active</source>
        <translation>활성 전문가 수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FFN size</source>
        <translation>FFN 크기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP16 dense</source>
        <translation>FP16 밀집</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP16 realized</source>
        <translation>FP16 실효</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP16 sparse</source>
        <translation>FP16 희소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 dense</source>
        <translation>FP32 밀집</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 realized</source>
        <translation>FP32 실효</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 sparse</source>
        <translation>FP32 희소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP4 dense</source>
        <translation>FP4 밀집</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP4 formats</source>
        <translation>FP4 형식</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP4 realized</source>
        <translation>FP4 실효</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP4 sparse</source>
        <translation>FP4 희소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP6 dense</source>
        <translation>FP6 밀집</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP6 realized</source>
        <translation>FP6 실효</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP6 sparse</source>
        <translation>FP6 희소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP64 dense</source>
        <translation>FP64 밀집</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP64 realized</source>
        <translation>FP64 실효</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP64 sparse</source>
        <translation>FP64 희소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 dense</source>
        <translation>FP8 밀집</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 realized</source>
        <translation>FP8 실효</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 sparse</source>
        <translation>FP8 희소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Facility power / IT power</source>
        <translation>시설 전력 / IT 전력</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File or URL</source>
        <translation>파일 또는 URL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Form factor</source>
        <translation>폼 팩터</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory type</source>
        <translation>메모리 종류</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transistors</source>
        <translation>트랜지스터 수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>billion</source>
        <translation>십억</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute dies</source>
        <translation>연산 다이 수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale-up link</source>
        <translation>스케일업 링크</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>출시 상태</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announced</source>
        <translation>발표일</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announced precision</source>
        <translation>발표일 정밀도</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Available</source>
        <translation>출하일</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Available precision</source>
        <translation>출하일 정밀도</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accessed</source>
        <translation>열람일</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quoted</source>
        <translation>인용문</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Architecture</source>
        <translation>아키텍처</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chip architecture</source>
        <translation>칩 아키텍처</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collective overhead</source>
        <translation>집합 통신 오버헤드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Default for vendors</source>
        <translation>기본 적용 공급업체</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Engine</source>
        <translation>엔진</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert read</source>
        <translation>전문가 가중치 읽기 효율</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fitted on system</source>
        <translation>피팅한 시스템</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fitted on chip</source>
        <translation>피팅한 칩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fitted in format</source>
        <translation>피팅한 형식</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory share</source>
        <translation>메모리 사용 비율</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prefill compute</source>
        <translation>프리필 연산 효율</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale-up link share</source>
        <translation>스케일업 링크 활용률</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV read</source>
        <translation>KV 읽기 효율</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV page</source>
        <translation>KV 페이지</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Version</source>
        <translation>버전</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weight formats</source>
        <translation>가중치 형식</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weight read</source>
        <translation>가중치 읽기 효율</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fleet size</source>
        <translation>플릿 규모</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fleet size for the monthly rent-vs-buy difference</source>
        <translation>월별 임대 vs 구매 차액 계산에 쓰는 플릿 규모</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Servers per rack</source>
        <translation>랙당 서버 수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>servers</source>
        <translation>서버</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Servers a rack holds where the catalog has no rack design (racks in a plan)</source>
        <translation>카탈로그에 랙 설계가 없는 시스템에서 랙 하나에 들어가는 서버 수 (계획의 랙 수)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU interruptions</source>
        <translation>GPU 원인 중단</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per 1,000 GPU-days</source>
        <translation>1,000 GPU-일당</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training-job interruptions from GPU causes (Llama 3 report: 0.30)</source>
        <translation>GPU 원인으로 인한 학습 작업 중단 (Llama 3 보고서: 0.30)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Server interruptions</source>
        <translation>서버 원인 중단</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per 1,000 server-days</source>
        <translation>1,000 서버-일당</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training-job interruptions from hosts, network and software (Llama 3 report: 1.37)</source>
        <translation>호스트, 네트워크, 소프트웨어로 인한 학습 작업 중단 (Llama 3 보고서: 1.37)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Restart time</source>
        <translation>재시작 시간</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>minutes</source>
        <translation>분</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From an interruption to training again (estimate)</source>
        <translation>중단부터 학습 재개까지 (추정치)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoint bandwidth</source>
        <translation>체크포인트 대역폭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GB/s per GPU</source>
        <translation>GPU당 GB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storage write bandwidth for checkpoints per GPU of the job</source>
        <translation>작업의 GPU당 체크포인트 저장소 쓰기 대역폭</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hot spares</source>
        <translation>핫 스페어</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>% of job GPUs</source>
        <translation>작업 GPU 대비 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Idle GPUs bought beside a training job to replace failed servers</source>
        <translation>고장 난 서버를 대체하려고 학습 작업 외에 추가로 구매한 유휴 GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hall power</source>
        <translation>홀 전력</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MW</source>
        <translation>MW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Facility power the hall gives (IT x PUE); 0: no limit</source>
        <translation>홀이 공급하는 시설 전력 (IT x PUE); 0: 제한 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hall kW per rack</source>
        <translation>홀의 랙당 kW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IT power one rack may draw, powered and cooled; 0: no limit</source>
        <translation>랙 하나가 전력 공급과 냉각을 받아 쓸 수 있는 IT 전력; 0: 제한 없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hall cooling</source>
        <translation>홀 냉각</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0 any, 1 air, 2 liquid</source>
        <translation>0 무관, 1 공랭, 2 수랭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Air refuses systems built for liquid cooling only; 0: not checked</source>
        <translation>공랭 홀은 수랭 전용 시스템을 거부합니다; 0: 확인 안 함</translation>
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
        <translation>노드당 GPU 수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest cluster</source>
        <translation>최대 클러스터</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>largest cluster not stated</source>
        <translation>최대 클러스터 규모 명시 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs/rack</source>
        <translation>랙당 GPU 수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gbit/s</source>
        <translation>Gbit/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HBM bandwidth</source>
        <translation>HBM 대역폭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hardware maintenance and spares</source>
        <translation>하드웨어 유지보수 및 예비 부품</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Head dim</source>
        <translation>헤드 차원</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>메모리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory bandwidth</source>
        <translation>메모리 대역폭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden size</source>
        <translation>히든 크기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT8 dense</source>
        <translation>INT8 밀집</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT8 realized</source>
        <translation>INT8 실효</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT8 sparse</source>
        <translation>INT8 희소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IT power overhead</source>
        <translation>IT 전력 오버헤드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In-switch reduction</source>
        <translation>스위치 내 리덕션</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV heads</source>
        <translation>KV 헤드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV-read η</source>
        <translation>KV 읽기 η</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input</source>
        <translation>입력</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layer overhead</source>
        <translation>레이어 오버헤드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layers</source>
        <translation>레이어 수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Licences and managed software per GPU-hour</source>
        <translation>GPU-시간당 라이선스 및 관리형 소프트웨어 비용</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MLA KV rank</source>
        <translation>MLA KV 랭크</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MLA Q rank</source>
        <translation>MLA Q 랭크</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MLA RoPE dim</source>
        <translation>MLA RoPE 차원</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MLA V dim</source>
        <translation>MLA V 차원</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MLA no-PE dim</source>
        <translation>MLA 비PE 차원</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maintenance</source>
        <translation>유지보수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max context</source>
        <translation>최대 컨텍스트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mesh link</source>
        <translation>메시 링크</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mesh links</source>
        <translation>메시 링크 수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MoE layer overhead</source>
        <translation>MoE 레이어 오버헤드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output</source>
        <translation>출력</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters</source>
        <translation>파라미터</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prefill η</source>
        <translation>프리필 η</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price</source>
        <translation>가격</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Process</source>
        <translation>공정</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Provider</source>
        <translation>제공업체</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Publisher</source>
        <translation>발행처</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rack power</source>
        <translation>랙 전력</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Release</source>
        <translation>출시일</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote hands, internet and other per-server monthly costs</source>
        <translation>리모트 핸즈, 인터넷 등 서버당 월 비용</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resale value at end of life (its present value reduces capital cost)</source>
        <translation>내용연수 종료 시 재판매 가치 (현재가치만큼 자본비 감소)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Residual value</source>
        <translation>잔존가치</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SHARP</source>
        <translation>SHARP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale-out fabric</source>
        <translation>스케일아웃 패브릭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale-out α</source>
        <translation>스케일아웃 α</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale-out η</source>
        <translation>스케일아웃 η</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale-out/GPU</source>
        <translation>GPU당 스케일아웃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale-up domain</source>
        <translation>스케일업 도메인</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale-up fabric</source>
        <translation>스케일업 패브릭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale-up α</source>
        <translation>스케일업 α</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale-up η</source>
        <translation>스케일업 η</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale-up/GPU</source>
        <translation>GPU당 스케일업</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of owned hours doing useful work (turns owned hours into useful hours)</source>
        <translation>보유 시간 중 유효 작업에 쓰이는 비율 (보유 시간을 유효 시간으로 환산)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shared experts</source>
        <translation>공유 전문가 수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Software</source>
        <translation>소프트웨어</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source</source>
        <translation>출처</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source note</source>
        <translation>출처 메모</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Support</source>
        <translation>운영 지원</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System</source>
        <translation>시스템</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TF32 dense</source>
        <translation>TF32 밀집</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TF32 realized</source>
        <translation>TF32 실효</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TF32 sparse</source>
        <translation>TF32 희소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TFLOP/s</source>
        <translation>TFLOP/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Term</source>
        <translation>계약 기간</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tied embeddings</source>
        <translation>임베딩 가중치 공유</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Title</source>
        <translation>제목</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Topology</source>
        <translation>토폴로지</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Torus link</source>
        <translation>토러스 링크</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Torus links/chip</source>
        <translation>칩당 토러스 링크 수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Torus shape</source>
        <translation>토러스 형태</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training η</source>
        <translation>학습 η</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/GPU-hour</source>
        <translation>USD/GPU-시간</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/kW/month</source>
        <translation>USD/kW/월</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/million tokens</source>
        <translation>USD/토큰 100만 개</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/kWh</source>
        <translation>USD/kWh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/server/month</source>
        <translation>USD/서버/월</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Useful life</source>
        <translation>내용연수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Utility power price</source>
        <translation>전력 단가</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Utilization</source>
        <translation>가동률</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vendor</source>
        <translation>공급업체</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vocabulary</source>
        <translation>어휘 크기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weight-read η</source>
        <translation>가중치 읽기 η</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window</source>
        <translation>슬라이딩 윈도</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window layers</source>
        <translation>윈도 레이어 수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fraction</source>
        <translation>비율</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ratio</source>
        <translation>배</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tokens</source>
        <translation>토큰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>x chip TDP</source>
        <translation>x 칩 TDP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>years</source>
        <translation>년</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not computed</source>
        <translation>계산되지 않음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a finite number</source>
        <translation>유한한 수가 아님</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no capex figure in the catalog</source>
        <translation>카탈로그에 설비투자비 수치 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chip not in catalog</source>
        <translation>카탈로그에 칩 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>owning costs more than renting even at 100 %</source>
        <translation>가동률 100 %에서도 보유가 임대보다 비쌈</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wafer-scale: one wafer is one accelerator, with no scale-up fabric</source>
        <translation>웨이퍼 스케일: 웨이퍼 하나가 가속기 하나이며 스케일업 패브릭이 없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no scale-up bandwidth figure</source>
        <translation>스케일업 대역폭 수치 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>does not fit in memory</source>
        <translation>메모리에 들어가지 않음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no tokens served</source>
        <translation>처리한 토큰 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>utilization is zero</source>
        <translation>가동률이 0임</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>facility power is zero</source>
        <translation>시설 전력이 0임</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no system to communicate over</source>
        <translation>통신할 시스템 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training in fp4 is not modelled; use --weights bf16 or fp8</source>
        <translation>FP4 학습은 모델링하지 않음. BF16 또는 FP8 가중치를 사용하세요</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>message size must be a positive number of bytes</source>
        <translation>메시지 크기는 양수의 바이트여야 함</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>check the system&apos;s fabric figures</source>
        <translation>시스템의 패브릭 수치를 확인하세요</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>parallel degrees must be 1 or more</source>
        <translation>병렬 차수는 1 이상이어야 함</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--pp exceeds the model&apos;s layers</source>
        <translation>파이프라인 병렬(PP) 차수가 모델 레이어 수를 초과함</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--ep needs a mixture-of-experts model and must divide --gpus / --pp</source>
        <translation>전문가 병렬(EP)은 MoE 모델에서만 가능하며 GPU 수 / PP를 나누어떨어지게 해야 함</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>time</source>
        <translation>시간</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>output throughput per GPU</source>
        <translation>GPU당 출력 처리량</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prefill throughput</source>
        <translation>프리필 처리량</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>output speed per user</source>
        <translation>사용자당 출력 속도</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tokens/s/GPU</source>
        <translation>토큰/s/GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tokens/s</source>
        <translation>토큰/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tokens/s/user</source>
        <translation>토큰/s/사용자</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the chip&apos;s own fit (no engine profile in the catalog)</source>
        <translation>칩 자체 적합값(카탈로그에 엔진 프로필 없음)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the collective is not named (--op)</source>
        <translation>집합 통신 종류가 명시되지 않음(가져올 때 지정)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the rank count is not stated (--ranks)</source>
        <translation>랭크 수가 명시되지 않음(가져올 때 지정)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the message size is not stated</source>
        <translation>메시지 크기가 명시되지 않음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no catalog model (import with --model)</source>
        <translation>카탈로그 모델 없음(가져올 때 모델 지정)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the GPU count / tensor parallelism is not stated (--gpus)</source>
        <translation>GPU 수 / 텐서 병렬도가 명시되지 않음(가져올 때 GPU 수 지정)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the concurrency (batch) is not stated</source>
        <translation>동시 요청 수(배치)가 명시되지 않음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the prompt length is not stated</source>
        <translation>프롬프트 길이가 명시되지 않음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the output length is not stated</source>
        <translation>출력 길이가 명시되지 않음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the measured value is zero</source>
        <translation>측정값이 0임</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file does not say how many GPUs the run used, and no GPU count was given (--gpus N); such a point can never be predicted</source>
        <translation>파일에 실행에 쓴 GPU 수가 없고 GPU 수(--gpus N)도 지정되지 않았습니다. 이런 측정점은 예측할 수 없습니다</translation>
    </message>
</context>
<context>
    <name>sil::ui::AccuracyPage</name>
    <message>
        <location filename="../../ui/charts/AccuracyPage.cpp" line="+41"/>
        <source>Show:</source>
        <translation>표시:</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Export table (CSV)…</source>
        <translation>표 내보내기(CSV)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refit engine…</source>
        <translation>엔진 재적합…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit the engine profile in force on one system&apos;s imported points (bounded least squares on its physical parameters, leave-one-out error); later answers for that system use it. Undoable.</source>
        <translation>한 시스템의 가져온 측정점으로 현재 적용 중인 엔진 프로필을 적합합니다(물리 파라미터에 대한 경계 최소제곱, 하나 빼기 교차검증 오차). 이후 그 시스템의 결과는 이 프로필을 씁니다. 실행 취소 가능.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every point of the table below, as siliconomics-cli accuracy --format csv writes it</source>
        <translation>아래 표의 모든 점(명령줄 도구의 정확도 CSV 출력과 같은 형식)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Predicted vs measured %1 (%2)</source>
        <translation>%1 예측값 대 측정값(%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Prediction error of each measured point, by system</source>
        <translation>측정점별 예측 오차(시스템별)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each point is predicted under the engine profile in force for its system: one fitted on it first, else the engine the file or the import named, else the vendor&apos;s default; at scenario %1&apos;s assumptions. error = predicted / measured − 1.</source>
        <translation>각 점은 해당 시스템에 적용되는 엔진 프로필로 예측합니다. 그 시스템에서 적합한 프로필이 우선이고, 없으면 파일이나 가져오기에서 지정한 엔진, 그것도 없으면 공급업체 기본값을 씁니다. 시나리오 %1의 가정을 사용합니다. 오차 = 예측값 / 측정값 − 1.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Error of every point, by system</source>
        <translation>모든 점의 오차(시스템별)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Predicted vs measured: %1 (%2)</source>
        <translation>예측값 대 측정값: %1(%2)</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Comparing %L1 points with the model…</source>
        <translation>%L1개 점을 모델과 비교하는 중…</translation>
    </message>
    <message>
        <location filename="../../ui/charts/AccuracyPageDrawing.cpp" line="+74"/>
        <source>No measurements imported yet. File &gt; Import measurements… reads vLLM, AIPerf, nccl-tests, InferenceX, MLPerf and calibration files (siliconomics-cli measurements import does the same); each point is then shown here beside what the model predicts for it.</source>
        <translation>아직 가져온 측정값이 없습니다. 파일 &gt; 측정값 가져오기…에서 vLLM, AIPerf, nccl-tests, InferenceX, MLPerf 및 보정 파일을 읽을 수 있으며(명령줄 도구도 같은 일을 합니다), 가져온 각 점은 여기에 모델의 예측값과 함께 표시됩니다.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1, %2, %3: only %4 a profile was fitted on, so no held-out median</source>
        <translation>%1, %2, %3: 프로파일 적합에 사용된 %4뿐이므로 검증용 중앙값 없음</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, %2, %3: %4 held out, median |error| %L5 %, worst %L6 % (%7 a profile was fitted on left out)</source>
        <translation>%1, %2, %3: 검증용 %4, |오차| 중앙값 %L5 %, 최대 %L6 % (프로파일 적합에 사용된 %7 제외)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1, %2, %3: %4, median |error| %L5 %, worst %L6 %</source>
        <translation>%1, %2, %3: %4, |오차| 중앙값 %L5 %, 최대 %L6 %</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>no prediction</source>
        <translation>예측 없음</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2)</source>
        <translation>%1(%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not predicted: %1.</source>
        <translation>예측하지 않음: %1.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>Measured (%1; both axes log scale)</source>
        <translation>측정(%1, 두 축 모두 로그 눈금)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Predicted (%1)</source>
        <translation>예측(%1)</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Measured points on %1, by collective or kind</source>
        <translation>%1의 측정점(집합 통신 또는 종류별)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured points, by system and collective or kind</source>
        <translation>측정점(시스템, 집합 통신 또는 종류별)</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>fitted</source>
        <translation>적합에 사용</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>%1 from %2; %L3 predicted. Filled markers: points an engine profile was fitted on, drawn at their held-out prediction (the profile refitted without them), never at the fit; hollow: held out (no profile was fitted on them). The band is ±15 %.</source>
        <translation>%2에서 %1, 그중 %L3개 예측. 채워진 표시: 엔진 프로필 적합에 쓰인 점으로, 적합값이 아니라 보류 예측(그 점을 빼고 다시 적합한 프로필의 예측) 위치에 그립니다. 빈 표시: 적합에 쓰이지 않은 검증용 점. 띠는 ±15 % 범위입니다.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not drawn: %1 a profile was fitted on that no refit holds out (a shipped row fitted on the file); the table gives its in-sample error.</source>
        <translation>그리지 않음: 프로필 적합에 쓰였으나 재적합으로 보류할 수 없는 %1(그 파일로 적합된 기본 제공 행). 표에 표본 내 오차가 나옵니다.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>held out</source>
        <translation>검증용</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+104"/>
        <location line="+106"/>
        <source>within ±15 %</source>
        <translation>±15 % 이내</translation>
    </message>
    <message>
        <location line="-171"/>
        <source>predicted = measured</source>
        <translation>예측값 = 측정값</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>In the table, not drawn: %1 of other quantities (Show: error of every point draws them all).</source>
        <translation>표에만 있고 그리지 않음: 다른 물리량의 %1(표시: 모든 점의 오차를 고르면 모두 그립니다).</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Error: predicted / measured − 1 (%)</source>
        <translation>오차: 예측값 / 측정값 − 1 (%)</translation>
    </message>
</context>
<context>
    <name>sil::ui::AccuracyTableModel</name>
    <message>
        <location filename="../../ui/models/AccuracyTableModel.cpp" line="+64"/>
        <source>decode</source>
        <translation>디코드</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>prefill</source>
        <translation>프리필</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>serving</source>
        <translation>서빙</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>collective</source>
        <translation>집합 통신</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (in sample)</source>
        <translation>%1 (적합 표본 내)</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Predicted by the profile refitted without this point</source>
        <translation>이 점을 빼고 다시 적합한 프로필로 예측한 값</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+2"/>
        <source>n/a</source>
        <translation>해당 없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fitted</source>
        <translation>적합에 사용</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>held out</source>
        <translation>검증용</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>File and line</source>
        <translation>파일과 줄</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>System</source>
        <translation>시스템</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Engine</source>
        <translation>엔진</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quantity</source>
        <translation>물리량</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unit</source>
        <translation>단위</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measured</source>
        <translation>측정값</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Predicted</source>
        <translation>예측값</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Error</source>
        <translation>오차</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Held-out error</source>
        <translation>보류 오차</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fitted</source>
        <translation>적합</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How predicted, or why not</source>
        <translation>예측 방법 또는 예측하지 않은 이유</translation>
    </message>
</context>
<context>
    <name>sil::ui::AssumptionRangesDialog</name>
    <message>
        <location filename="../../ui/widgets/AssumptionRangesDialog.cpp" line="+24"/>
        <source>Assumption ranges</source>
        <translation>가정 범위</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The uncertainty whiskers draw every ranged assumption from low to high, most likely at its value (triangular); the tornado moves each one alone to both ends. Ranges are saved with the scenario.</source>
        <translation>불확실성 오차 막대는 범위가 있는 각 가정을 하한에서 상한까지 추출하며, 현재 값일 가능성이 가장 높습니다(삼각 분포). 토네이도 차트는 각 가정을 하나씩 양 끝으로 움직입니다. 범위는 시나리오와 함께 저장됩니다.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Ranged</source>
        <translation>범위 사용</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Assumption</source>
        <translation>가정</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>값</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Low</source>
        <translation>하한</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>High</source>
        <translation>상한</translation>
    </message>
</context>
<context>
    <name>sil::ui::AssumptionsPanel</name>
    <message>
        <location filename="../../ui/widgets/AssumptionsPanel.cpp" line="+151"/>
        <source>Scenario:</source>
        <translation>시나리오:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset all to scenario</source>
        <translation>모두 시나리오 값으로 재설정</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serving engine:</source>
        <translation>서빙 엔진:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The engine whose measured speeds and memory use the Inference and Plan views assume (catalog: Engines).</source>
        <translation>추론 및 계획 보기가 가정하는 엔진의 측정 속도와 메모리 사용량(카탈로그: 엔진).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rental term:</source>
        <translation>임대 기간:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rental quotes rented figures are priced at: only quotes of this term (spot only when chosen), the next longer term where a system has none.</source>
        <translation>임대 수치에 쓰는 임대 견적: 이 기간의 견적만 씁니다(스팟은 선택했을 때만). 시스템에 해당 기간 견적이 없으면 다음으로 긴 기간을 씁니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Analyst rates</source>
        <translation>분석가 요율</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let analysts&apos; reference rates and indices price rented figures (they are not offers anyone can sign; marked where used).</source>
        <translation>분석가의 참고 요율과 지수로 임대 수치를 계산합니다(누구나 계약할 수 있는 제안이 아니므로 사용한 곳에 표시됩니다).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On-demand</source>
        <translation>온디맨드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 month</source>
        <translation>1개월</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 year</source>
        <translation>1년</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 years</source>
        <translation>3년</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot</source>
        <translation>스팟</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Reset to the scenario&apos;s value</source>
        <translation>시나리오 값으로 재설정</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 for %2</source>
        <translation>%2에는 %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Each vendor&apos;s default</source>
        <translation>공급업체별 기본값</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each vendor&apos;s default (%1)</source>
        <translation>공급업체별 기본값(%1)</translation>
    </message>
</context>
<context>
    <name>sil::ui::BreakEvenPage</name>
    <message>
        <location filename="../../ui/charts/BreakEvenPage.cpp" line="+56"/>
        <source>1k in / 1k out</source>
        <translation>입력 1k / 출력 1k</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3k in / 1k out</source>
        <translation>입력 32k / 출력 1k {3k?} {1k?}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8k in / 1k out</source>
        <translation>입력 8k / 출력 1k</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Token volume</source>
        <translation>토큰 사용량</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contract length</source>
        <translation>계약 기간</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System:</source>
        <translation>시스템:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model:</source>
        <translation>모델:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Requests:</source>
        <translation>요청:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weights:</source>
        <translation>가중치:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Against:</source>
        <translation>기준:</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1, %2: cumulative cost by contract length</source>
        <translation>%1, %2: 계약 기간별 누적 비용</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2: monthly cost</source>
        <translation>%1, %2: 월 비용</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Buy</source>
        <translation>구매</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rent %1</source>
        <translation>%1 임대</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>API (%1)</source>
        <translation>API (%1)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Requests of %L1 tokens in and %L2 out, each user at least %L3 output tokens/s: TP %4 x batch %5 serves %L6 tokens per GPU-hour, prefill included.</source>
        <translation>요청당 입력 %L1 토큰, 출력 %L2 토큰, 사용자당 최소 %L3 출력 토큰/초: TP %4 x 배치 %5가 GPU 시간당 %L6 토큰을 처리합니다(프리필 포함).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A month is 730 hours. Bought and contract-rented GPUs come in whole units of %1, sized to serve the volume at the scenario&apos;s %2 % utilization and paid for every hour; on-demand and spot are paid for the GPU-hours used, the API per token.</source>
        <translation>한 달은 730시간입니다. 구매하거나 계약 임대한 GPU는 %1개 단위로, 시나리오의 이용률 %2 %에서 사용량을 처리하도록 맞추며 모든 시간에 비용을 냅니다. 온디맨드와 스팟은 사용한 GPU 시간만, API는 토큰당 비용을 냅니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Buy: scenario %1&apos;s TCO $%2 per GPU-hour</source>
        <translation>구매: 시나리오 %1의 TCO GPU 시간당 $%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 $%3 per GPU-hour (%4)</source>
        <translation>%1: %2 GPU 시간당 $%3 (%4)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: $%2 per million tokens (%3)</source>
        <translation>%1: 백만 토큰당 $%2 (%3)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%L1 billion tokens a month</source>
        <translation>월 %L1십억 토큰</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+105"/>
        <location line="+74"/>
        <source>%L1 million tokens a month</source>
        <translation>월 %L1백만 토큰</translation>
    </message>
    <message>
        <location line="-177"/>
        <source>Buying costs less than %1 above %2.</source>
        <translation>%2 이상에서는 구매가 %1보다 저렴합니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buying costs less than %1 from the first unit.</source>
        <translation>첫 단위부터 구매가 %1보다 저렴합니다.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>buy &lt; %1</source>
        <translation>구매 &lt; %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Buying never costs less than %1 at any volume.</source>
        <translation>어떤 사용량에서도 구매가 %1보다 저렴하지 않습니다.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Choose a system to compare in the catalog (Compare column) and a model: the chart shows one system.</source>
        <translation>카탈로그에서 비교할 시스템(비교 열)과 모델을 선택하세요. 이 차트는 시스템 하나를 보여 줍니다.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No break-even for %1: %2</source>
        <translation>%1의 손익분기 없음: %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Token volume (billion tokens per month)</source>
        <translation>토큰 사용량 (월 십억 토큰)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Token volume (million tokens per month)</source>
        <translation>토큰 사용량 (월 백만 토큰)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cost (thousand USD per month)</source>
        <translation>비용 (월 천 USD)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost (USD per month)</source>
        <translation>비용 (월 USD)</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+78"/>
        <source>Paid back in month %1 against %2</source>
        <translation>%2 대비 %1개월째 회수</translation>
    </message>
    <message>
        <location line="-65"/>
        <location line="+73"/>
        <source>paid back in month %1</source>
        <translation>%1개월째 회수</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>Payback at %1: capex $%L2 over the monthly saving against %3, no residual value: month %4.</source>
        <translation>%1에서의 회수 기간: 자본 지출 $%L2를 %3 대비 월 절감액으로 나눔, 잔존가치 없음: %4개월째.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That is later than the %1-year useful life.</source>
        <translation>이는 %1년 사용 수명보다 늦습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+75"/>
        <source>Buying does not pay back at %1: the owned GPUs&apos; running cost alone is more than %2.</source>
        <translation>%1에서는 구매 비용이 회수되지 않습니다: 보유 GPU의 운영비만으로도 %2보다 큽니다.</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>%1 is not bought (no TCO): no payback.</source>
        <translation>%1은(는) 구매 대상이 아닙니다(TCO 없음): 회수 기간 없음.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Contract length (months)</source>
        <translation>계약 기간 (개월)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cumulative cost (thousand USD)</source>
        <translation>누적 비용 (천 USD)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cumulative cost (USD)</source>
        <translation>누적 비용 (USD)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>At %1: buying pays $%L2 of capex at month 0 and $%L3 a month to run (capital excluded, no residual value); every other line is its monthly cost at that volume, month after month.</source>
        <translation>%1에서: 구매는 0개월째에 자본 지출 $%L2를 내고 매월 운영비 $%L3를 냅니다(자본비 제외, 잔존가치 없음). 다른 선은 모두 그 사용량에서의 월 비용을 매월 더한 것입니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Payback at %1 against %2: month %3.</source>
        <translation>%1에서 %2 대비 회수: %3개월째.</translation>
    </message>
</context>
<context>
    <name>sil::ui::BuyRentApiPage</name>
    <message>
        <location filename="../../ui/charts/BuyRentApiPage.cpp" line="+43"/>
        <source>1k in / 1k out</source>
        <translation>입력 1k / 출력 1k</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3k in / 1k out</source>
        <translation>입력 32k / 출력 1k {3k?} {1k?}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8k in / 1k out</source>
        <translation>입력 8k / 출력 1k</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model:</source>
        <translation>모델:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Requests:</source>
        <translation>요청:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weights:</source>
        <translation>가중치:</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 (%2 weights): build, rent or buy tokens — USD per million tokens</source>
        <translation>%1 (%2 가중치): 구축, 임대 또는 토큰 구매 — 백만 토큰당 USD</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Requests of %L1 tokens in and %L2 out, priced per million of both. Owned: the cheapest layout giving each user at least 20 output tokens/s, at scenario %3&apos;s TCO per useful GPU-hour (%4 % utilization); rented: the same GPU-hours at the cheapest on-demand quote, paid only when used; API: each provider&apos;s newest list price.</source>
        <translation>요청당 입력 %L1, 출력 %L2 토큰, 둘을 합한 백만 토큰당 가격. 소유: 사용자당 출력 최소 20 토큰/s를 주는 가장 저렴한 배치, 시나리오 %3의 유효 GPU-시간당 TCO(가동률 %4 %) 기준. 임대: 같은 GPU-시간을 최저 온디맨드 견적으로, 사용할 때만 지불. API: 각 제공자의 최신 정가.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The catalog holds no language models.</source>
        <translation>카탈로그에 언어 모델이 없습니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Owned</source>
        <translation>소유</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rented (cheapest quote)</source>
        <translation>임대(최저 견적)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Not shown: %1 — %2</source>
        <translation>표시 안 됨: %1 — %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not shown: %1 — no ownership TCO and no rental quote</source>
        <translation>표시 안 됨: %1 — 소유 TCO와 임대 견적 없음</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>owning beats renting above %1 %</source>
        <translation>가동률 %1 % 이상에서 소유가 임대보다 유리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>owning never beats renting (it would take %1 % utilization)</source>
        <translation>소유가 임대보다 유리해지지 않음 (가동률 %1 %가 필요)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>beats the cheapest API above %1 %</source>
        <translation>%1 % 이상에서 최저 API보다 유리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>never beats the cheapest API (it would take %1 %)</source>
        <translation>최저 API보다 유리해지지 않음 (%1 %가 필요)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rented only (no ownership TCO)</source>
        <translation>임대만 가능(소유 TCO 없음)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rented quote %1</source>
        <translation>임대 견적 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>%1 $%2 (%3)</source>
        <translation>%1 $%2 (%3)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>USD per million tokens (in + out)</source>
        <translation>백만 토큰당 USD(입력 + 출력)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>USD per million tokens</source>
        <translation>백만 토큰당 USD</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>API: %1 $%2</source>
        <translation>API: %1 $%2</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>No API price in the catalog for %1.</source>
        <translation>카탈로그에 %1의 API 가격이 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>API prices (blended for this mix, newest per provider): %1.</source>
        <translation>API 가격(이 요청 구성의 혼합 가격, 제공자별 최신): %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Utilization at which owning wins — %1.</source>
        <translation>소유가 유리해지는 가동률 — %1.</translation>
    </message>
</context>
<context>
    <name>sil::ui::CatalogBrowser</name>
    <message>
        <location filename="../../ui/widgets/CatalogBrowser.cpp" line="+121"/>
        <source>Revert to catalog value</source>
        <translation>카탈로그 값으로 되돌리기</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Highlight in charts</source>
        <translation>차트에서 강조 표시</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Open chip page</source>
        <translation>칩 페이지 열기</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Search the catalog (name, id, vendor, source…)</source>
        <translation>카탈로그 검색 (이름, ID, 공급업체, 출처…)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shipping only</source>
        <translation>출하 중인 것만</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave out of the tables and charts the chips and systems that cannot be bought yet (announced or sampling)</source>
        <translation>아직 구매할 수 없는 칩과 시스템(발표만 됨 또는 샘플 공급 중)을 표와 차트에서 뺍니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chips</source>
        <translation>칩</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Systems</source>
        <translation>시스템</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rental prices</source>
        <translation>임대 가격</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Models</source>
        <translation>모델</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sources</source>
        <translation>출처</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>API prices</source>
        <translation>API 가격</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Engines</source>
        <translation>엔진</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select a value to see every field with its source.</source>
        <translation>값을 선택하면 모든 필드와 출처가 표시됩니다.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Any vendor</source>
        <translation>모든 공급업체</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any year</source>
        <translation>모든 연도</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any cooling</source>
        <translation>모든 냉각 방식</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any memory type</source>
        <translation>모든 메모리 종류</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Any status</source>
        <translation>모든 상태</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announced</source>
        <translation>발표됨</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sampling</source>
        <translation>샘플 공급 중</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shipping</source>
        <translation>출하 중</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any form factor</source>
        <translation>모든 폼 팩터</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One server</source>
        <translation>서버 한 대</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rack-scale</source>
        <translation>랙 스케일</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pod (beyond one rack or server)</source>
        <translation>포드(랙 또는 서버 한 대 초과)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Systems by what holds their scale-up domain: one server, one rack, or more than a rack. Each system&apos;s form factor has its source and kind (the Form factor column): stated by a source, or derived from its GPUs per node, per rack and per scale-up domain</source>
        <translation>스케일업 도메인을 담는 단위별 시스템: 서버 한 대, 랙 하나, 또는 랙 하나 초과. 시스템마다 폼 팩터에 출처와 종류가 있습니다(폼 팩터 열): 출처가 밝힌 값이거나, 노드당·랙당·스케일업 도메인당 GPU 수에서 도출한 값입니다</translation>
    </message>
</context>
<context>
    <name>sil::ui::CatalogTableModel</name>
    <message>
        <location filename="../../ui/models/CatalogTableModel.cpp" line="+108"/>
        <source>vendor spec</source>
        <translation>공급업체 사양</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>analyst estimate</source>
        <translation>애널리스트 추정치</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>measured</source>
        <translation>실측</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>entered by you</source>
        <translation>사용자 입력</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>derived</source>
        <translation>파생값</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reported by a third party</source>
        <translation>제3자가 전한 제조사 수치</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Compare this system in the charts</source>
        <translation>이 시스템을 차트에서 비교</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>No figure in the catalog.</source>
        <translation>카탈로그에 수치가 없습니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Kind: %1</source>
        <translation>종류: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;br&gt;Range: %1 to %2</source>
        <translation>&lt;br&gt;범위: %1 ~ %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;br&gt;Source: %1 — %2</source>
        <translation>&lt;br&gt;출처: %1 — %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;br&gt;&lt;i&gt;Edited by you; right-click to revert.&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;사용자가 편집한 값입니다. 되돌리려면 마우스 오른쪽 버튼을 클릭하세요.&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Compare</source>
        <translation>비교</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>&lt;span style=&apos;color:gray&apos;&gt;n/a&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:gray&apos;&gt;해당 없음&lt;/span&gt;</translation>
    </message>
</context>
<context>
    <name>sil::ui::ChartExport</name>
    <message>
        <location filename="../../ui/export/ChartExport.cpp" line="+232"/>
        <source>%1: unknown format &quot;%2&quot;; use .png, .svg or .pdf</source>
        <translation>%1: 알 수 없는 형식 &quot;%2&quot;. .png, .svg 또는 .pdf를 사용하세요</translation>
    </message>
    <message>
        <location filename="../../ui/export/PngEncoder.cpp" line="+124"/>
        <source>PNG encoding failed: %1</source>
        <translation>PNG 인코딩 실패: %1</translation>
    </message>
</context>
<context>
    <name>sil::ui::ChartPage</name>
    <message>
        <location filename="../../ui/charts/SystemBars.cpp" line="+42"/>
        <location line="+173"/>
        <source>System</source>
        <translation>시스템</translation>
    </message>
    <message>
        <location filename="../../ui/charts/ChartPage.cpp" line="+125"/>
        <source>%L1 in / %L2 out</source>
        <translation>입력 %L1 / 출력 %L2</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>P10–P90 whiskers</source>
        <translation>P10–P90 오차 막대</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>끄기</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Uncertainty:</source>
        <translation>불확실성:</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Catalog as of %1.</source>
        <translation>카탈로그 기준: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/charts/Uncertainty.cpp" line="+44"/>
        <source>Capex (catalog range)</source>
        <translation>설비투자비(카탈로그 범위)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power (catalog range)</source>
        <translation>전력(카탈로그 범위)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ±%L2 %</source>
        <translation>%1 ±%L2 %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(%L1 of %L2 systems)</source>
        <translation>(시스템 %L2개 중 %L1개)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%L1 more</source>
        <translation>외 %L1개</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Whiskers: P10–P90 of %L1 Monte Carlo draws (seed %2): no ranges, every input is a point value.</source>
        <translation>오차 막대: 몬테카를로 표본 %L1개(시드 %2)의 P10–P90. 범위가 없어 모든 입력이 단일 값입니다.</translation>
    </message>
    <message>
        <location filename="../../ui/charts/ChartPage.cpp" line="-75"/>
        <source>Monte Carlo over every range: the catalog&apos;s low/high (capex, power) and the scenario&apos;s assumption ranges (Edit &gt; Assumption ranges…)</source>
        <translation>모든 범위에 대한 몬테카를로: 카탈로그의 하한/상한(설비투자비, 전력)과 시나리오의 가정 범위(편집 &gt; 가정 범위…)</translation>
    </message>
    <message>
        <location filename="../../ui/charts/Uncertainty.cpp" line="+20"/>
        <source>Whiskers: P10–P90 of %L1 Monte Carlo draws (seed %2) over the catalog&apos;s low/high and the scenario&apos;s assumption ranges. Spread mostly from: %3 (that input alone from its P10 to its P90, median system).</source>
        <translation>오차 막대: 카탈로그의 하한/상한과 시나리오의 가정 범위에 대한 몬테카를로 표본 %L1개(시드 %2)의 P10–P90. 편차의 주요 원인: %3 (해당 입력만 P10에서 P90까지 변화, 중앙값 시스템 기준).</translation>
    </message>
    <message>
        <location filename="../../ui/charts/SystemBarsOverlays.cpp" line="+31"/>
        <source>%1 and %L2 more</source>
        <translation>%1 외 %L2개</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quotes beyond the axis (cut at %1, marked → at the edge): %2.</source>
        <translation>축을 넘는 견적(%1에서 자르고 가장자리에 →로 표시): %2.</translation>
    </message>
    <message>
        <location filename="../../ui/charts/SystemBarsLayout.cpp" line="+47"/>
        <source>+%L1 more, median %2</source>
        <translation>외 %L1개, 중앙값 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Grey box: the %L1 systems not drawn, from their P10 %2 to their P90 %3, the tick at their median %4; all lie between %5 and %6.</source>
        <translation>회색 상자: 그려지지 않은 시스템 %L1개. P10 %2에서 P90 %3까지, 눈금은 중앙값 %4. 모두 %5에서 %6 사이.</translation>
    </message>
    <message>
        <location filename="../../ui/charts/SystemBars.cpp" line="-34"/>
        <source>Others: P10–P90, median</source>
        <translation>기타: P10–P90, 중앙값</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1 — %2
P10 %3, median %4, P90 %5 %6</source>
        <translation>%1 — %2
P10 %3, 중앙값 %4, P90 %5 %6</translation>
    </message>
    <message>
        <location filename="../../ui/charts/SystemBarsOverlays.cpp" line="+68"/>
        <source>P10–P90</source>
        <translation>P10–P90</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Prediction error (P90)</source>
        <translation>예측 오차 (P90)</translation>
    </message>
    <message>
        <location filename="../../ui/charts/ChartNotes.cpp" line="+79"/>
        <source>… and %L1 more notes like these (fewer systems selected shows them all).</source>
        <translation>… 이와 같은 메모가 %L1개 더 있습니다 (선택한 시스템 수를 줄이면 모두 표시됩니다).</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Scenario %1: %2-year life at %3 %/yr cost of capital, $%4/kWh, PUE %5, colocation $%6/kW/month, %7 % utilization, %8 % average load, maintenance %9 %/yr.</source>
        <translation>시나리오 %1: 내용연수 %2년, 자본비용 연 %3 %, 전기요금 $%4/kWh, PUE %5, 코로케이션 $%6/kW/월, 가동률 %7 %, 평균 부하 %8 %, 유지보수 연 %9 %.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 on %2</source>
        <translation>%2에서 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Serving engine: %1.</source>
        <translation>서빙 엔진: %1.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (1 system)</source>
        <translation>%1 (시스템 1개)</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 (%n systems)</source>
        <translation>
            <numerusform>%1 (시스템 %n개)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warning: capex figures date from different years — %1; prices are compared as published, not adjusted to one date.</source>
        <translation>경고: 설비투자비 수치의 기준 연도가 서로 다릅니다 — %1. 가격은 한 시점으로 보정하지 않고 발표된 그대로 비교합니다.</translation>
    </message>
    <message>
        <location filename="../../ui/charts/ChartSystems.cpp" line="+26"/>
        <source>%1 (announced)</source>
        <translation>%1 (발표만 됨)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (sampling)</source>
        <translation>%1 (샘플 공급 중)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (rented)</source>
        <translation>%1 (임대)</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+6"/>
        <source>Not shown: %1 — %2</source>
        <translation>표시 안 됨: %1 — %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no result</source>
        <translation>결과 없음</translation>
    </message>
    <message>
        <location filename="../../ui/charts/CrowdedLines.cpp" line="+42"/>
        <source>Identical curves (same fabric model, drawn on top of each other): %1.</source>
        <translation>동일한 곡선 (같은 패브릭 모델, 서로 겹쳐 그려짐): %1.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 curves in grey; highlighted systems are drawn in colour (in the catalog: right-click, Highlight in charts; siliconomics-cli: --highlight id,...).</source>
        <translation>곡선 %1개가 회색으로 표시됩니다. 강조 표시한 시스템은 색으로 그려집니다(카탈로그: 마우스 오른쪽 버튼, &apos;차트에서 강조 표시&apos;; siliconomics-cli: --highlight id,...).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 highlighted systems in colour over %2 others in grey.</source>
        <translation>강조한 시스템 %1개는 색으로, 나머지 %2개는 회색으로 표시됩니다.</translation>
    </message>
    <message>
        <location filename="../../ui/charts/PredictionBands.cpp" line="+30"/>
        <source>latency-bound serving</source>
        <translation>지연 제한 서빙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>static/offline</source>
        <translation>정적/오프라인</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>decode-only</source>
        <translation>디코드 전용</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prefill</source>
        <translation>프리필</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training</source>
        <translation>학습</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>collective</source>
        <translation>집합 통신</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>%1 (systems: %2)</source>
        <translation>%1 (시스템 %2개)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No comparable runs, so no prediction band, for %1.</source>
        <translation>비교할 실행이 없어 예측 밴드가 없음: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Prediction bands: computing… (the catalog or the imports changed, so the model is validated again on a worker; the bands appear when it is done).</source>
        <translation>예측 띠: 계산 중… (카탈로그나 가져온 측정이 바뀌어 작업 스레드에서 모델을 다시 검증하고 있습니다. 끝나면 띠가 나타납니다).</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Hatched: the prediction&apos;s error on held-out runs like these, ±%1 % (P90), %2, N = %3 held-out runs (median %4 %, bias %5 %): %6.</source>
        <translation>빗금: 이와 같은 보류 실행에서의 예측 오차, ±%1 % (P90), %2, N = %3개 보류 실행 (중앙값 %4 %, 편향 %5 %): %6.</translation>
    </message>
</context>
<context>
    <name>sil::ui::ChipCompareDialog</name>
    <message>
        <location filename="../../ui/widgets/ChipCompareDialog.cpp" line="+59"/>
        <source>Compare chips</source>
        <translation>칩 비교</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+12"/>
        <source>(none)</source>
        <translation>(없음)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>estimate</source>
        <translation>추정치</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>derived</source>
        <translation>산출값</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>measured</source>
        <translation>측정값</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your edit</source>
        <translation>사용자 수정</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reported</source>
        <translation>제3자 전언</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Baseline: %1</source>
        <translation>기준: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose two to four chips.</source>
        <translation>칩을 2~4개 고르세요.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>× baseline</source>
        <translation>× 기준</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Unmarked values are the maker&apos;s, from its own documents; &quot;reported&quot; marks the maker&apos;s figure as a third party states it; (low–high) is the range kept where sources disagree. Sources:</source>
        <translation>표시 없는 값은 제조사 자체 문서의 수치이고, &quot;제3자 전언&quot;은 제3자가 전한 제조사 수치이며, (최저–최고)는 출처끼리 다를 때 남긴 범위입니다. 출처:</translation>
    </message>
</context>
<context>
    <name>sil::ui::ChipPage</name>
    <message>
        <location filename="../../ui/widgets/ChipPage.cpp" line="+27"/>
        <source>vendor specification</source>
        <translation>제조사 사양</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>analyst estimate</source>
        <translation>분석가 추정치</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>derived</source>
        <translation>산출값</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>measured</source>
        <translation>측정값</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your edit</source>
        <translation>사용자 수정</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the maker&apos;s figure, as a third party reports it</source>
        <translation>제3자가 전한 제조사 수치</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Obtain: %1</source>
        <translation>구하는 방법: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(read %1)</source>
        <translation>(%1 열람)</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Unless a field says otherwise: %1.</source>
        <translation>필드에 따로 적혀 있지 않으면: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Field</source>
        <translation>필드</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>값</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Range</source>
        <translation>범위</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Source</source>
        <translation>출처</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note</source>
        <translation>메모</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Sources</source>
        <translation>출처</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Systems built on it</source>
        <translation>이 칩을 쓰는 시스템</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None in the catalog.</source>
        <translation>카탈로그에 없음.</translation>
    </message>
</context>
<context>
    <name>sil::ui::ChipRankingDialog</name>
    <message>
        <location filename="../../ui/widgets/ChipRankingDialog.cpp" line="+88"/>
        <source>Export ranking</source>
        <translation>순위 내보내기</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export failed</source>
        <translation>내보내기 실패</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Rank chips</source>
        <translation>칩 순위</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dense BF16 TFLOP/s per watt of TDP</source>
        <translation>TDP 와트당 밀집 BF16 TFLOP/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dense FP8 TFLOP/s per watt of TDP</source>
        <translation>TDP 와트당 밀집 FP8 TFLOP/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dense FP4 TFLOP/s per watt of TDP</source>
        <translation>TDP 와트당 밀집 FP4 TFLOP/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory GB per 1,000 USD of capex per GPU</source>
        <translation>GPU당 설비투자 1,000 USD당 메모리 GB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory TB/s per 1,000 USD of capex per GPU</source>
        <translation>GPU당 설비투자 1,000 USD당 메모리 TB/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export table (CSV)…</source>
        <translation>표 내보내기(CSV)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Rank</source>
        <translation>순위</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chip</source>
        <translation>칩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Value and range</source>
        <translation>값과 범위</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low–high</source>
        <translation>하한–상한</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made of (kind, source)</source>
        <translation>구성 값(종류, 출처)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Priced at / why not ranked</source>
        <translation>가격 기준 / 순위 제외 이유</translation>
    </message>
</context>
<context>
    <name>sil::ui::CollectiveControls</name>
    <message>
        <location filename="../../ui/charts/CollectiveControls.cpp" line="+46"/>
        <source>Operation:</source>
        <translation>연산:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> ranks</source>
        <translation> 랭크</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>packed (fill each scale-up domain)</source>
        <translation>집약 배치 (스케일업 도메인을 채움)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spread (one rank per server)</source>
        <translation>분산 배치 (서버당 랭크 1개)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On paper (raw bandwidth, no latency)</source>
        <translation>이론치 (원시 대역폭, 지연 없음)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1, %2 ranks, %3 placement, %4</source>
        <translation>%1, 랭크 %2개, %3 배치, %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>spread</source>
        <translation>분산</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>packed</source>
        <translation>집약</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on-paper bandwidth (η = 1, no latency)</source>
        <translation>이론 대역폭 (η = 1, 지연 없음)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>calibrated fabric efficiency and latency (catalog η, α)</source>
        <translation>보정된 패브릭 효율과 지연 (카탈로그 η, α)</translation>
    </message>
</context>
<context>
    <name>sil::ui::CollectivePage</name>
    <message>
        <location filename="../../ui/charts/CollectivePage.cpp" line="+24"/>
        <source>Bus bandwidth (GB/s)</source>
        <translation>버스 대역폭 (GB/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time (µs, log)</source>
        <translation>시간 (µs, 로그)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 of %2 over %3 ranks (%4)</source>
        <translation>%2의 %1, 랭크 %3개 (%4)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>시간</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bus bandwidth</source>
        <translation>버스 대역폭</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+95"/>
        <source>one rank per server</source>
        <translation>서버당 랭크 1개</translation>
    </message>
    <message>
        <location line="-94"/>
        <location line="+95"/>
        <source>packed</source>
        <translation>집약</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>Model: %1. nccl-tests conventions: size = total bytes, busbw = algbw x bus factor. H200 NVLink η and call overhead fitted on measured NCCL timings; other fabrics&apos; η/α as cited in the catalog.</source>
        <translation>모델: %1. nccl-tests 규약: 크기 = 전체 바이트, busbw = algbw x 버스 계수. H200 NVLink의 η와 호출 오버헤드는 NCCL 실측 시간에 맞춰 추정했고, 다른 패브릭의 η/α는 카탈로그에 인용된 값입니다.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Not shown: %1 — %2</source>
        <translation>표시 안 됨: %1 — %2</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Time per call (µs, log scale)</source>
        <translation>호출당 시간 (µs, 로그 스케일)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bus bandwidth per GPU (GB/s)</source>
        <translation>GPU당 버스 대역폭 (GB/s)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Message size (total bytes, log scale)</source>
        <translation>메시지 크기 (전체 바이트, 로그 스케일)</translation>
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
        <translation>파일에는 랭크 배치 방식이 나와 있지 않습니다. 곡선은 %1 기준입니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Outside the sizes drawn (%1 to %2): %3 of this collective.</source>
        <translation>그린 크기 범위(%1~%2) 밖: 이 집합 통신의 %3.</translation>
    </message>
</context>
<context>
    <name>sil::ui::CostPerPflopPage</name>
    <message>
        <location filename="../../ui/charts/CostPerPflopPage.cpp" line="+15"/>
        <source>Capital only</source>
        <translation>자본비만</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full TCO</source>
        <translation>전체 TCO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Marketed FLOP/s</source>
        <translation>공칭 FLOP/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Realized FLOP/s (measured GEMM efficiency x utilization)</source>
        <translation>실효 FLOP/s (실측 GEMM 효율 x 가동률)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost:</source>
        <translation>비용:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Throughput:</source>
        <translation>처리량:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 per %2 PFLOP-hour (USD)</source>
        <translation>%2 PFLOP-시간당 %1 (USD)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capital cost</source>
        <translation>자본비</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total cost</source>
        <translation>총비용</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>realized</source>
        <translation>실효</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>marketed dense</source>
        <translation>공칭 밀집</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>USD per useful, realized PFLOP-hour</source>
        <translation>유효 실효 PFLOP-시간당 USD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD per owned PFLOP-hour (marketed dense)</source>
        <translation>보유 PFLOP-시간당 USD (공칭 밀집)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No P10–P90 whiskers on capital alone: its spread is the capex range of the catalog only; this chart drawn for the full TCO has whiskers over every ranged input.</source>
        <translation>자본 비용만으로는 P10–P90 수염을 그리지 않습니다. 그 분포는 카탈로그의 자본 지출 범위뿐입니다. 전체 TCO로 그린 이 차트에는 범위가 있는 모든 입력에 대한 수염이 있습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No P10–P90 whiskers on capital alone: its spread is the capex range of the catalog only; choose Cost: Full TCO for whiskers over every ranged input.</source>
        <translation>자본 비용만으로는 P10–P90 수염을 그리지 않습니다. 그 분포는 카탈로그의 자본 지출 범위뿐이므로, 범위가 있는 모든 입력에 대한 수염을 보려면 비용: 전체 TCO를 선택하십시오.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 $%2/GPU-hour (%3, %4)</source>
        <translation>%1 GPU-시간당 $%2 (%3, %4)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rented: no ownership TCO; priced at the cheapest quote of the scenario&apos;s term over the same PFLOP/s (a renter pays the hours used): %1.</source>
        <translation>임대: 소유 TCO 없음. 시나리오 약정 기간의 최저 견적을 같은 PFLOP/s로 나눈 값(임차인은 사용한 시간만 지불): %1.</translation>
    </message>
</context>
<context>
    <name>sil::ui::DisplayFormat</name>
    <message>
        <location filename="../../ui/DisplayFormat.cpp" line="+31"/>
        <source>n/a</source>
        <translation>해당 없음</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation>아니요</translation>
    </message>
</context>
<context>
    <name>sil::ui::DtypeBarsPage</name>
    <message>
        <location filename="../../ui/charts/DtypeBarsPage.cpp" line="+29"/>
        <location line="+97"/>
        <source>Not shown: %1 — %2</source>
        <translation>표시 안 됨: %1 — %2</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>%1: %2 to %3 %4</source>
        <translation>%1: %2 ~ %3 %4</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 systems: ranked by dense %2, one row each (fewer than %3 systems show every format side by side).</source>
        <translation>시스템 %1개: 밀집 %2 기준 순위, 시스템당 한 행 (시스템이 %3개 미만이면 모든 형식을 나란히 표시합니다).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 dense</source>
        <translation>%1 밀집</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Catalog range</source>
        <translation>카탈로그 범위</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>%1: n/a for %2 (%3)</source>
        <translation>%1: %2 해당 없음 (%3)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Number format (dense)</source>
        <translation>수치 형식 (밀집)</translation>
    </message>
</context>
<context>
    <name>sil::ui::FlopsPerWattPage</name>
    <message>
        <location filename="../../ui/charts/FlopsPerWattPage.cpp" line="+15"/>
        <source>Per watt of chip TDP</source>
        <translation>칩 TDP 와트당</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per all-in facility watt (IT power x PUE)</source>
        <translation>시설 전체 와트당 (IT 전력 x PUE)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Power basis:</source>
        <translation>전력 기준:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rank many systems by:</source>
        <translation>많은 시스템의 순위 기준:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Ranges: the spread the catalog keeps for the chip&apos;s dense FLOP/s and its TDP (estimates, disagreeing sources), from the lowest FLOP/s over the highest TDP to the highest over the lowest.</source>
        <translation>범위: 카탈로그가 칩의 밀집 FLOP/s와 TDP에 대해 보관하는 폭(추정치, 서로 다른 출처)으로, 가장 낮은 FLOP/s를 가장 높은 TDP로 나눈 값부터 가장 높은 FLOP/s를 가장 낮은 TDP로 나눈 값까지입니다.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Dense TFLOP/s per facility watt</source>
        <translation>시설 와트당 밀집 TFLOP/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dense TFLOP/s per watt of chip TDP</source>
        <translation>칩 TDP 와트당 밀집 TFLOP/s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>TFLOP/s per W (all-in IT x PUE)</source>
        <translation>W당 TFLOP/s (전체 IT 전력 x PUE)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TFLOP/s per W (chip TDP)</source>
        <translation>W당 TFLOP/s (칩 TDP)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Marketed dense TFLOP/s divided by chip TDP; no assumption applies.</source>
        <translation>공칭 밀집 TFLOP/s를 칩 TDP로 나눈 값이며, 가정은 적용되지 않습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Facility watts = all-in IT power per GPU x PUE %1; where a system has no all-in figure, chip TDP x %2 (scenario %3).</source>
        <translation>시설 와트 = GPU당 전체 IT 전력 x PUE %1. 시스템에 전체 전력 수치가 없으면 칩 TDP x %2 (시나리오 %3).</translation>
    </message>
</context>
<context>
    <name>sil::ui::ImportMeasurementsDialog</name>
    <message>
        <location filename="../../ui/widgets/ImportMeasurementsDialog.cpp" line="+36"/>
        <source>vLLM benchmark (JSON)</source>
        <translation>vLLM 벤치마크(JSON)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AIPerf / GenAI-Perf export (JSON)</source>
        <translation>AIPerf / GenAI-Perf 내보내기(JSON)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nccl-tests output (text)</source>
        <translation>nccl-tests 출력(텍스트)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>InferenceX rows (JSON or CSV)</source>
        <translation>InferenceX 결과 행(JSON 또는 CSV)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MLPerf results summary (CSV)</source>
        <translation>MLPerf 결과 요약(CSV)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Siliconomics calibration (JSON)</source>
        <translation>Siliconomics 보정 파일(JSON)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 was refused; nothing was imported.
Key &quot;%2&quot;: %3</source>
        <translation>%1 파일을 거부했습니다. 아무것도 가져오지 않았습니다.
키 &quot;%2&quot;: %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was refused; nothing was imported.
Line %2, key &quot;%3&quot;: %4</source>
        <translation>%1 파일을 거부했습니다. 아무것도 가져오지 않았습니다.
%2번째 줄, 키 &quot;%3&quot;: %4</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the file names model &quot;%1&quot; (%2), not %3 as chosen; %2 is used</source>
        <translation>파일에 적힌 모델은 선택한 %3이(가) 아니라 &quot;%1&quot;(%2)입니다. %2을(를) 사용합니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file names no model; choose one to compare this point with the model</source>
        <translation>파일에 모델이 적혀 있지 않습니다. 이 점을 모델과 비교하려면 모델을 선택하세요</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no catalog model matches &quot;%1&quot;; choose one to compare this point with the model</source>
        <translation>&quot;%1&quot;에 해당하는 카탈로그 모델이 없습니다. 이 점을 모델과 비교하려면 모델을 선택하세요</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file says engine &quot;%1&quot;, not &quot;%2&quot; as typed; the file&apos;s is used</source>
        <translation>파일에 적힌 엔진은 입력한 &quot;%2&quot;이(가) 아니라 &quot;%1&quot;입니다. 파일의 값을 사용합니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file says %1 GPUs, not %2 as chosen; the file&apos;s is used</source>
        <translation>파일에는 GPU가 선택한 %2개가 아니라 %1개로 적혀 있습니다. 파일의 값을 사용합니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file says %1 ranks, not %2 as chosen; the file&apos;s is used</source>
        <translation>파일에는 랭크가 선택한 %2개가 아니라 %1개로 적혀 있습니다. 파일의 값을 사용합니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file says %1, not %2 as chosen; the file&apos;s is used</source>
        <translation>파일에 적힌 집합 통신은 선택한 %2이(가) 아니라 %1입니다. 파일의 값을 사용합니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file says %1 weights, not %2 as chosen; the file&apos;s is used</source>
        <translation>파일에는 가중치 형식이 선택한 %2가 아니라 %1로 적혀 있습니다. 파일의 값을 사용합니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file says precision &quot;%1&quot;, which is not bf16, fp8 or fp4; predicted with %2 weights</source>
        <translation>파일에 적힌 정밀도 &quot;%1&quot;은(는) bf16, fp8, fp4가 아닙니다. %2 가중치로 예측합니다</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Unknown format &quot;%1&quot;.</source>
        <translation>알 수 없는 형식 &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose the system the file was measured on.</source>
        <translation>파일을 측정한 시스템을 선택하세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unknown model &quot;%1&quot;.</source>
        <translation>알 수 없는 모델 &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unknown collective &quot;%1&quot;.</source>
        <translation>알 수 없는 집합 통신 &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Import cancelled; nothing was stored.</source>
        <translation>가져오기가 취소되었습니다. 아무것도 저장되지 않았습니다.</translation>
    </message>
    <message>
        <location line="+141"/>
        <location line="+42"/>
        <location line="+126"/>
        <location line="+9"/>
        <source>Import measurements</source>
        <translation>측정값 가져오기</translation>
    </message>
    <message>
        <location line="-176"/>
        <source>Benchmark results (*.json *.jsonl *.csv *.txt *.log);;All files (*)</source>
        <translation>벤치마크 결과 (*.json *.jsonl *.csv *.txt *.log);;모든 파일 (*)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>File:</source>
        <translation>파일:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format:</source>
        <translation>형식:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured on system:</source>
        <translation>측정한 시스템:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model (if the file does not name one):</source>
        <translation>모델(파일에 없을 때):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Engine (if the file does not say):</source>
        <translation>엔진(파일에 없을 때):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs (if the file does not say):</source>
        <translation>GPU 수(파일에 없을 때):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights (if the file does not say):</source>
        <translation>가중치 형식(파일에 없을 때):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ranks (collectives, if the file does not say):</source>
        <translation>랭크 수(집합 통신, 파일에 없을 때):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collective (nccl-tests, if the output does not name it):</source>
        <translation>집합 통신(nccl-tests, 출력에 없을 때):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Browse…</source>
        <translation>찾아보기…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>as the file names it</source>
        <translation>파일에 적힌 대로</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as the output names it</source>
        <translation>출력에 적힌 대로</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as the file says (else BF16)</source>
        <translation>파일에 적힌 대로 (없으면 BF16)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as the file says (e.g. vllm, sglang)</source>
        <translation>파일에 적힌 대로(예: vllm, sglang)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>as the file says</source>
        <translation>파일에 적힌 대로</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+73"/>
        <source>Import</source>
        <translation>가져오기</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a benchmark result file</source>
        <translation>벤치마크 결과 파일</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Choose a file to import.</source>
        <translation>가져올 파일을 선택하세요.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Imported one measured point from %1.</source>
        <translation>%1에서 측정점 1개를 가져왔습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Imported %L1 measured points from %2.</source>
        <translation>%2에서 측정점 %L1개를 가져왔습니다.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Importing %1…</source>
        <translation>%1 가져오는 중…</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Warnings:</source>
        <translation>경고:</translation>
    </message>
</context>
<context>
    <name>sil::ui::InferencePage</name>
    <message>
        <location filename="../../ui/charts/InferencePage.cpp" line="+47"/>
        <source>1k in / 1k out</source>
        <translation>입력 1k / 출력 1k</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8k in / 1k out</source>
        <translation>입력 8k / 출력 1k</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1k in / 8k out</source>
        <translation>입력 1k / 출력 8k</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>32k in / 1k out</source>
        <translation>입력 32k / 출력 1k</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Throughput vs interactivity</source>
        <translation>처리량 vs 상호작용성</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost at an interactivity</source>
        <translation>상호작용성 기준 비용</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input vs output cost at an interactivity</source>
        <translation>상호작용성 기준 입력 대 출력 비용</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Joules per token at an interactivity</source>
        <translation>상호작용성 기준 토큰당 줄(J)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+19"/>
        <source>≥ %1 tokens/s per user</source>
        <translation>사용자당 ≥ %1 토큰/s</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Model:</source>
        <translation>모델:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weights:</source>
        <translation>가중치:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Requests:</source>
        <translation>요청:</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1: USD/M output tokens at %2 (owned), by phase</source>
        <translation>%1: %2에서 출력 토큰 백만 개당 USD(소유), 단계별</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: J per output token at %2 (facility), by phase</source>
        <translation>%1: %2에서 출력 토큰당 J(시설), 단계별</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: USD per million output tokens at %2 (owned)</source>
        <translation>%1: %2에서 출력 토큰 100만 개당 USD (보유)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: output tokens/s per GPU vs tokens/s per user</source>
        <translation>%1: GPU당 출력 토큰/s vs 사용자당 토큰/s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 weights and KV cache in %2; requests of %3 prompt and %4 output tokens. Each curve sweeps batch 1–1,024 and tensor parallelism 1–%5 within one scale-up domain and keeps the best points.</source>
        <translation>%1의 가중치와 KV 캐시는 %2, 요청은 프롬프트 %3 토큰과 출력 %4 토큰입니다. 각 곡선은 하나의 스케일업 도메인 안에서 배치 1–1,024와 텐서 병렬 1–%5를 탐색해 최적점만 남깁니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Efficiencies: measured on H200 (docs/workload-model.md), assumed for other chips with compute scaled by their measured GEMM efficiency; cost at scenario %1&apos;s TCO per useful GPU-hour, prefill included.</source>
        <translation>효율: H200에서 실측 (docs/workload-model.md), 다른 칩은 실측 GEMM 효율로 연산 효율을 환산해 가정했습니다. 비용은 시나리오 %1의 유효 GPU-시간당 TCO 기준이며 프리필을 포함합니다.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The catalog holds no language models.</source>
        <translation>카탈로그에 언어 모델이 없습니다.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Not shown: %1 — %2</source>
        <translation>표시 안 됨: %1 — %2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Interactivity: output tokens/s per user</source>
        <translation>상호작용성: 사용자당 출력 토큰/s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Throughput: output tokens/s per GPU (log)</source>
        <translation>처리량: GPU당 출력 토큰/s (로그)</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+2"/>
        <source>tokens/s per GPU</source>
        <translation>GPU당 토큰/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each was measured at its own request lengths and precision; the curves are at those chosen above.</source>
        <translation>각 점은 자체 요청 길이와 정밀도로 측정되었고, 곡선은 위에서 고른 값 기준입니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not drawn: %1 of %2 on these systems (their files state no tokens/s per user or no tokens/s per GPU).</source>
        <translation>그리지 않음: 이 시스템들에서 %2의 %1(파일에 사용자당 토큰/s 또는 GPU당 토큰/s가 없음).</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1 up to %L2 tokens/s per GPU, up to %L3 tokens/s per user</source>
        <translation>%1 GPU당 최대 %L2 토큰/s, 사용자당 최대 %L3 토큰/s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Up and to the right is better. Each point is the best batch and tensor parallelism for that interactivity. %1.</source>
        <translation>오른쪽 위일수록 좋습니다. 각 점은 해당 상호작용성에서 가장 좋은 배치와 텐서 병렬화입니다. %1.</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Up and to the right is better. Each point is the best batch and tensor parallelism for that interactivity; hover for values.</source>
        <translation>오른쪽 위로 갈수록 좋습니다. 각 점은 해당 상호작용성에서 최적의 배치와 텐서 병렬 구성이며, 마우스를 올리면 값이 표시됩니다.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Not shown: %1 — no layout reaches %2 tokens/s per user, or its TCO is n/a</source>
        <translation>표시 안 됨: %1 — 사용자당 %2 토큰/s에 도달하는 구성이 없거나 TCO를 산출할 수 없음</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>%1: $%2 per million input, $%3 per million output tokens</source>
        <translation>%1: 입력 백만 토큰당 $%2, 출력 백만 토큰당 $%3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not shown: %1 — no TDP figure</source>
        <translation>표시 안 됨: %1 — TDP 수치 없음</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 J per input, %3 J per output token</source>
        <translation>%1: 입력 토큰당 %2 J, 출력 토큰당 %3 J</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>%1: tensor parallel %2, batch %3 per replica, %4 tokens/s per user</source>
        <translation>%1: 텐서 병렬 %2, 복제본당 배치 %3, 사용자당 %4 토큰/s</translation>
    </message>
    <message>
        <location line="+67"/>
        <location line="+10"/>
        <source>Prompt processing (input tokens)</source>
        <translation>프롬프트 처리(입력 토큰)</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+10"/>
        <source>Decoding (output tokens)</source>
        <translation>디코딩(출력 토큰)</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>USD per million output tokens (owned), by phase</source>
        <translation>출력 백만 토큰당 USD(소유), 단계별</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+15"/>
        <location line="+2"/>
        <source>USD per million output tokens</source>
        <translation>출력 토큰 100만 개당 USD</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Each bar is the cost of a million output tokens with their prompts: GPU time split between prefill and decode as the cycle takes it. Per token: %1.</source>
        <translation>각 막대는 프롬프트를 포함한 출력 토큰 백만 개의 비용입니다. GPU 시간은 주기에서 차지하는 만큼 프리필과 디코드로 나뉩니다. 토큰당: %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Joules per output token at the facility (× PUE), by phase</source>
        <translation>시설 기준 출력 토큰당 줄(× PUE), 단계별</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>J per output token</source>
        <translation>출력 토큰당 J</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board power from the power model fitted on measured H100 serving (docs/serving-model.md), × PUE. Per token: %1.</source>
        <translation>보드 전력은 측정된 H100 서빙에 맞춘 전력 모델(docs/serving-model.md) 기준, × PUE. 토큰당: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>USD per million output tokens (owned)</source>
        <translation>출력 토큰 100만 개당 USD (보유)</translation>
    </message>
</context>
<context>
    <name>sil::ui::MainWindow</name>
    <message>
        <location filename="../../ui/MainWindow.cpp" line="+123"/>
        <source>Edit rejected</source>
        <translation>편집 거부됨</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Siliconomics</source>
        <translation>Siliconomics</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Catalog</source>
        <translation>카탈로그</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assumptions</source>
        <translation>가정</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Recomputed %1 systems in %2 ms; uncertainty of %3 in %4 ms</source>
        <translation>시스템 %1개 재계산 %2 ms, 불확실성 %3개 %4 ms</translation>
    </message>
    <message>
        <location line="+218"/>
        <source>Scenario</source>
        <translation>시나리오</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../../ui/MainWindowMenus.cpp" line="+70"/>
        <source>Open scenario</source>
        <translation>시나리오 열기</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>

Your current scenario is unchanged.</source>
        <translation>

현재 시나리오는 변경되지 않았습니다.</translation>
    </message>
    <message>
        <location line="+26"/>
        <location filename="../../ui/MainWindowMenus.cpp" line="+6"/>
        <location line="+16"/>
        <source>Save scenario</source>
        <translation>시나리오 저장</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved %1</source>
        <translation>%1 저장됨</translation>
    </message>
    <message>
        <location line="+42"/>
        <location filename="../../ui/MainWindowMenus.cpp" line="+48"/>
        <source>Export chart</source>
        <translation>차트 내보내기</translation>
    </message>
    <message>
        <location line="-189"/>
        <location line="+178"/>
        <location line="+14"/>
        <location line="+22"/>
        <source>Exported %1</source>
        <translation>%1 내보냄</translation>
    </message>
    <message>
        <location line="-465"/>
        <location line="+248"/>
        <source>Export accuracy table</source>
        <translation>정확도 표 내보내기</translation>
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
        <translation>칩: %1</translation>
    </message>
    <message>
        <location line="-183"/>
        <source>Recomputed %1 systems in %2 ms</source>
        <translation>시스템 %1개 재계산 %2 ms</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+7"/>
        <location line="+6"/>
        <location line="+27"/>
        <location line="+13"/>
        <source>Refit engine</source>
        <translation>엔진 재적합</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>There are no imported measurements to fit on (File &gt; Import measurements…).</source>
        <translation>적합할 가져온 측정값이 없습니다(파일 &gt; 측정값 가져오기…).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Fit on the imported points of:</source>
        <translation>다음 시스템의 가져온 측정점으로 적합:</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Fitting the engine profile on %n point(s) of %1…</source>
        <translation>
            <numerusform>%1의 측정점 %n개로 엔진 프로필 적합 중…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refit</source>
        <translation>재적합</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Refit cancelled; nothing was stored.</source>
        <translation>재적합이 취소되었습니다. 아무것도 저장되지 않았습니다.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Stored engine profile %1 for %2: median |error| %3 % before, %4 % after</source>
        <translation>%2의 엔진 프로필 %1 저장: |오차| 중앙값 적합 전 %3 %, 적합 후 %4 %</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, leave-one-out %1 %</source>
        <translation>, 하나 빼기 교차검증 %1 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>. Edit &gt; Undo removes it.</source>
        <translation>. 편집 &gt; 실행 취소로 제거합니다.</translation>
    </message>
    <message>
        <location line="+211"/>
        <location filename="../../ui/MainWindowMenus.cpp" line="+13"/>
        <source>Export report</source>
        <translation>보고서 내보내기</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+7"/>
        <location filename="../../ui/MainWindowMenus.cpp" line="-6"/>
        <source>Export table</source>
        <translation>표 내보내기</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>This tab has no table to export as .xlsx: the TCO, Plan and &quot;Build, rent or API&quot; tabs have one (Plan: once its plan is drawn).</source>
        <translation>이 탭에는 .xlsx로 내보낼 표가 없습니다. TCO, 계획, &quot;구축, 임대 또는 API&quot; 탭에 있습니다(계획 탭은 계획이 그려진 뒤).</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+9"/>
        <location line="+12"/>
        <location line="+4"/>
        <source>Import</source>
        <translation>가져오기</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>%1

How does this file write decimals?</source>
        <translation>%1

이 파일은 소수점을 어떻게 표기합니까?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With a comma: 1,5 is one and a half; 1.500 is fifteen hundred</source>
        <translation>쉼표: 1,5는 1.5이고 1.500은 1500입니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With a point: 1.5 is one and a half</source>
        <translation>마침표: 1.5는 1.5입니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import cancelled; nothing was imported.</source>
        <translation>가져오기를 취소했습니다. 아무것도 가져오지 않았습니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>

Nothing was imported.</source>
        <translation>

아무것도 가져오지 않았습니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Imported %1 rows from %2</source>
        <translation>%2에서 %1개 행을 가져옴</translation>
    </message>
    <message>
        <location filename="../../ui/MainWindowMenus.cpp" line="-107"/>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;New scenario</source>
        <translation>새 시나리오(&amp;N)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>untitled</source>
        <translation>제목 없음</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Open scenario…</source>
        <translation>시나리오 열기(&amp;O)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+9"/>
        <location line="+8"/>
        <source>Scenario (*.json)</source>
        <translation>시나리오 (*.json)</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>&amp;Save scenario</source>
        <translation>시나리오 저장(&amp;S)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Save scenario &amp;as…</source>
        <translation>다른 이름으로 시나리오 저장(&amp;A)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save scenario as</source>
        <translation>다른 이름으로 시나리오 저장</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save scenario to &amp;library</source>
        <translation>시나리오를 라이브러리에 저장(&amp;L)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Co&amp;mpare scenarios…</source>
        <translation>시나리오 비교(&amp;M)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import catalog (CSV or JSON)…</source>
        <translation>카탈로그 가져오기(CSV 또는 JSON)(&amp;I)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import catalog</source>
        <translation>카탈로그 가져오기</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Catalog (*.csv *.json)</source>
        <translation>카탈로그 (*.csv *.json)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import meas&amp;urements…</source>
        <translation>측정값 가져오기(&amp;U)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Team catalog (PostgreSQL)…</source>
        <translation>팀 카탈로그(PostgreSQL)(&amp;T)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+8"/>
        <source>Team catalog</source>
        <translation>팀 카탈로그</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>postgresql://user@host:port/dbname (empty: this computer&apos;s own catalog).
The password comes from ~/.pgpass, never from here. Takes effect at the next start.</source>
        <translation>postgresql://user@host:port/dbname (비워 두면 이 컴퓨터의 자체 카탈로그).
비밀번호는 여기가 아니라 ~/.pgpass에서 가져옵니다. 다음 시작 시 적용됩니다.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Team catalog saved; restart Siliconomics to open it</source>
        <translation>팀 카탈로그를 저장했습니다. 열려면 Siliconomics를 다시 시작하십시오</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export catalog as &amp;JSON…</source>
        <translation>카탈로그를 JSON으로 내보내기(&amp;J)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>Export catalog</source>
        <translation>카탈로그 내보내기</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Export chart (PNG, SVG, PDF)…</source>
        <translation>차트 내보내기(PNG, SVG, PDF)(&amp;E)…</translation>
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
        <translation>표 내보내기(XLSX)(&amp;T)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel 통합 문서 (*.xlsx)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export &amp;report (PDF)…</source>
        <translation>보고서 내보내기(PDF)(&amp;R)…</translation>
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
        <translation>차트 복사(&amp;C)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Ran&amp;k chips…</source>
        <translation>칩 순위(&amp;K)…</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>&lt;b&gt;Siliconomics %1&lt;/b&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;Catalog: %3&lt;/p&gt;&lt;p&gt;Catalog as of %4&lt;/p&gt;</source>
        <translation>&lt;b&gt;Siliconomics %1&lt;/b&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;카탈로그: %3&lt;/p&gt;&lt;p&gt;카탈로그 기준: %4&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-188"/>
        <source>&amp;Quit</source>
        <translation>종료(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Re&amp;vert catalog value</source>
        <translation>카탈로그 값으로 되돌리기(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset all &amp;assumptions</source>
        <translation>모든 가정 재설정(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assumption &amp;ranges…</source>
        <translation>가정 범위(&amp;R)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Find in catalog</source>
        <translation>카탈로그에서 찾기(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compare c&amp;hips…</source>
        <translation>칩 비교(&amp;H)…</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>&amp;Presentation style for export</source>
        <translation>내보내기에 프레젠테이션 스타일 사용(&amp;P)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Colour-&amp;blind-safe palette</source>
        <translation>색각 이상 친화 팔레트(&amp;B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Dark charts (for slides)</source>
        <translation>어두운 차트(발표용)(&amp;D)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Language</source>
        <translation>언어(&amp;L)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>System default</source>
        <translation>시스템 기본값</translation>
    </message>
    <message>
        <location line="-167"/>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>&amp;About Siliconomics</source>
        <translation>Siliconomics 정보(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Siliconomics</source>
        <translation>Siliconomics 정보</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What AI accelerator capacity really costs and how well it scales</source>
        <translation>AI 가속기 용량의 실제 비용과 확장성</translation>
    </message>
</context>
<context>
    <name>sil::ui::MeasuredMarkers</name>
    <message>
        <location filename="../../ui/charts/MeasuredMarkers.cpp" line="+42"/>
        <source>measured (%1)</source>
        <translation>측정값(%1)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>one point</source>
        <translation>점 1개</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%L1 points</source>
        <translation>점 %L1개</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>one imported point</source>
        <translation>가져온 점 1개</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%L1 imported points</source>
        <translation>가져온 점 %L1개</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Measured (hollow black markers): %1 from %2.</source>
        <translation>측정값(속이 빈 검은 표시): %2에서 %1.</translation>
    </message>
</context>
<context>
    <name>sil::ui::PlanPage</name>
    <message>
        <location filename="../../ui/charts/PlanPage.cpp" line="+61"/>
        <source>Requests a minute</source>
        <translation>분당 요청</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Facility power (MW)</source>
        <translation>시설 전력(MW)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Cheapest layout</source>
        <translation>가장 저렴한 배치</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prefill and decode together</source>
        <translation>프리필과 디코드 함께</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prefill and decode apart</source>
        <translation>프리필과 디코드 분리</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../ui/charts/PlanPageDrawing.cpp" line="+202"/>
        <location line="+4"/>
        <location line="+1"/>
        <location line="+1"/>
        <source>USD per million tokens</source>
        <translation>백만 토큰당 USD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input vs output tokens&apos; cost</source>
        <translation>입력 대 출력 토큰 비용</translation>
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
        <translation>시설 MW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Joules per output token</source>
        <translation>출력 토큰당 줄(J)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Requests/s served</source>
        <translation>처리 요청/s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model:</source>
        <translation>모델:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tokens in:</source>
        <translation>입력 토큰:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>out:</source>
        <translation>출력:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cached:</source>
        <translation>캐시됨:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First token within:</source>
        <translation>첫 토큰까지:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P90 within:</source>
        <translation>P90 시한:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokens/s per user ≥</source>
        <translation>사용자당 토큰/s ≥</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TPOT P99 ≤</source>
        <translation>TPOT P99 ≤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Peak/average:</source>
        <translation>피크/평균:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the planned model</source>
        <translation>계획 모델</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the planned weights</source>
        <translation>계획 가중치 형식</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the planned demand</source>
        <translation>계획 수요</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the prompt tokens</source>
        <translation>프롬프트 토큰 수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the output tokens</source>
        <translation>출력 토큰 수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the cached prompt share</source>
        <translation>캐시된 프롬프트 비율</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the first-token target</source>
        <translation>첫 토큰 목표</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the P90 first-token target</source>
        <translation>P90 첫 토큰 목표</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the tokens/s per user</source>
        <translation>사용자당 토큰/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the P99 time-per-output-token target</source>
        <translation>P99 출력 토큰당 시간 목표</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the peak-to-average factor</source>
        <translation>피크 대 평균 배수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the serving layout</source>
        <translation>서빙 배치</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>what the demand is</source>
        <translation>수요 종류</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+1"/>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bound on the time per output token that 99 % of requests see. The tokens/s per user floor is held at the median; this holds the tail. Only the simulation checks it, so it re-sizes the fleets once the check is done.</source>
        <translation>요청의 99 %가 겪는 출력 토큰당 시간의 상한입니다. 사용자당 토큰/s 하한은 중앙값 기준이고, 이 값은 꼬리를 잡습니다. 시뮬레이션만 이를 확인하므로, 확인이 끝나면 플릿 규모가 다시 산정됩니다.</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>%L1 MW facility</source>
        <translation>%L1 MW 시설</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%L1 requests/min</source>
        <translation>분당 %L1 요청</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>USD per million tokens (owned)</source>
        <translation>백만 토큰당 USD(소유)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD per million tokens, input and output</source>
        <translation>백만 토큰당 USD, 입력과 출력</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPUs needed</source>
        <translation>필요 GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs it can power</source>
        <translation>그 전력으로 돌릴 수 있는 GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>facility MW</source>
        <translation>시설 MW</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>MW each fleet draws of it</source>
        <translation>그중 각 플릿이 쓰는 MW</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../ui/charts/PlanPageDrawing.cpp" line="-85"/>
        <source>J per output token</source>
        <translation>출력 토큰당 J</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>requests/s served</source>
        <translation>처리 요청/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plan: %1 %2, %3 — %4</source>
        <translation>계획: %1 %2, %3 — %4</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Lengths: the scenario&apos;s %n measured requests (their means above).</source>
        <translation>
            <numerusform>길이: 시나리오의 측정 요청 %n건 (위 값은 그 평균).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%L1 % of each prompt served from a prefix cache.</source>
        <translation>각 프롬프트의 %L1 %를 프리픽스 캐시에서 제공합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First token within %L1 s at P90.</source>
        <translation>P90 기준 첫 토큰 %L1초 이내.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time per output token within %L1 ms at P99, which only the simulation checks (up to %L2 systems chosen; not in exports).</source>
        <translation>P99 출력 토큰당 시간 %L1 ms 이내. 시뮬레이션만 이를 확인합니다(선택한 시스템 %L2개까지, 내보내기에서는 확인하지 않음).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fleet sized for a peak of %L1× the average rate.</source>
        <translation>평균 요청률의 %L1배 피크에 맞춰 규모를 정했습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layouts: prefill and decode together only.</source>
        <translation>배치: 프리필과 디코드를 함께 두는 경우만.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layouts: prefill and decode apart only.</source>
        <translation>배치: 프리필과 디코드를 분리하는 경우만.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Requests of %L1 prompt and %L2 output tokens; first token within %3 s (median), at least %4 output tokens/s per user (median); fleet sized for the demand; each system on its cheapest layout (tensor parallelism, replicas, prefill and decode together or apart) that meets both.</source>
        <translation>요청당 프롬프트 %L1, 출력 %L2 토큰. 첫 토큰 %3초 이내(중앙값), 사용자당 출력 최소 %4 토큰/s(중앙값). 수요에 맞춘 플릿 규모. 각 시스템은 두 조건을 모두 충족하는 가장 저렴한 배치(텐서 병렬화, 복제본 수, 프리필과 디코드의 통합 또는 분리)로 계산합니다.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The demand is a power budget: as many GPUs as its MW hold (all-in IT power × PUE), serving what they can.</source>
        <translation>수요는 전력 예산입니다. 그 MW가 수용하는 만큼의 GPU(전체 IT 전력 × PUE)로 처리할 수 있는 만큼 처리합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Serving model: continuous batching with chunked prefill over the calibrated workload model under the serving engine named below, M/G/1 queueing before the first token, paged KV cache; owned cost at scenario %1&apos;s TCO per GPU-hour; docs/serving-model.md.</source>
        <translation>서빙 모델: 아래에 표시한 서빙 엔진 기준으로 보정된 워크로드 모델 위의 청크 프리필 연속 배칭, 첫 토큰 전 M/G/1 대기열, 페이지드 KV 캐시. 소유 비용은 시나리오 %1의 GPU-시간당 TCO 기준. docs/serving-model.md.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The catalog holds no language models.</source>
        <translation>카탈로그에 언어 모델이 없습니다.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Planning %L1 systems…</source>
        <translation>시스템 %L1개 계획 중…</translation>
    </message>
    <message>
        <location filename="../../ui/charts/PlanPageDrawing.cpp" line="-82"/>
        <location line="+41"/>
        <source>Not shown: %1 — %2</source>
        <translation>표시 안 됨: %1 — %2</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Not shown: %1 — no ownership TCO (%2) and no rental quote</source>
        <translation>표시 안 됨: %1 — 소유 TCO 없음(%2), 임대 견적 없음</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Input tokens</source>
        <translation>입력 토큰</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Output tokens</source>
        <translation>출력 토큰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD per million tokens (owned), by the tokens that cost it</source>
        <translation>백만 토큰당 USD(소유), 비용을 만든 토큰별</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>MW</source>
        <translation>MW</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>requests/s</source>
        <translation>요청/s</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%L1 racks of %L2 kW</source>
        <translation>랙 %L1개(랙당 %L2 kW)</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>racks n/a</source>
        <translation>랙 수 없음</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2, %L3 GPUs in %4, %5 tokens/s per user, first token %6 s (P90); decode step %7 ms (memory %8, compute %9, overhead %10, communication %11)</source>
        <translation>%1: %2, GPU %L3개, %4, 사용자당 %5 토큰/s, 첫 토큰 %6초(P90). 디코드 스텝 %7 ms(메모리 %8, 연산 %9, 오버헤드 %10, 통신 %11)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Racks of servers: %L1 servers per rack (the scenario&apos;s assumption; NVIDIA&apos;s DGX reference racks hold four), rack-scale systems as the catalog builds them.</source>
        <translation>서버 랙: 랙당 서버 %L1대(시나리오 가정. NVIDIA DGX 참조 랙은 4대), 랙 규모 시스템은 카탈로그의 랙 구성대로.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Not drawn here: %1 of %2 on %3 (from %4). The plan&apos;s views show cost, GPUs, power and requests served, not output tokens/s per GPU; the Inference tab draws measured points over its curves, and the Accuracy tab compares each with the model.</source>
        <translation>여기에는 그리지 않음: %3에서 측정한 %2의 %1(%4). 계획 보기는 비용, GPU, 전력, 처리 요청 수를 보여 주며 GPU당 출력 토큰/s는 보여 주지 않습니다. 추론 탭은 측정점을 곡선 위에 그리고, 정확도 탭은 각 점을 모델과 비교합니다.</translation>
    </message>
    <message>
        <location line="-206"/>
        <source>Rented: no ownership TCO; priced at the cheapest quote: %1.</source>
        <translation>임대: 소유 TCO 없음. 최저 견적으로 계산: %1.</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>computing…</source>
        <translation>계산 중…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no comparable runs</source>
        <translation>비교할 실행 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>±%1 % (P90, n %2)</source>
        <translation>±%1 % (P90, n %2)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Every fleet is sized to fill the %L1 MW budget, so the bars differ only by the whole racks or servers that fit; what that power buys is the GPUs and the requests/s each fleet serves.</source>
        <translation>모든 플릿은 %L1 MW 예산을 채우도록 규모가 정해지므로 막대는 들어가는 랙이나 서버의 정수 단위만큼만 다릅니다. 그 전력으로 얻는 것은 각 플릿의 GPU 수와 처리하는 초당 요청 수입니다.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Analytic answer; checking each fleet by simulation (its layout under the engine&apos;s scheduler, chunked prefill mixed into decode steps, P50/P90/P99)…</source>
        <translation>해석 모델의 답; 각 플릿을 시뮬레이션으로 확인하는 중 (엔진 스케줄러 아래의 레이아웃, 디코드 스텝에 섞인 청크 프리필, P50/P90/P99)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Analytic answer: with more than %L1 systems chosen, the fleets are not checked by simulation (siliconomics-cli plan checks any number).</source>
        <translation>해석 모델의 답: 시스템을 %L1개보다 많이 고르면 플릿을 시뮬레이션으로 확인하지 않습니다 (siliconomics-cli plan은 개수와 관계없이 확인합니다).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Checked by simulation: %1 of %2 fleets re-sized to the replicas the simulated engine needs, %3 of them more than 15 % from the analytic count (in the tooltip of each GPUs cell); P99 first token and time per output token in the table; docs/serving-model.md.</source>
        <translation>시뮬레이션으로 확인함: 플릿 %2개 중 %1개를 시뮬레이션한 엔진에 필요한 레플리카 수로 다시 산정했고, 그중 %3개는 해석 모델의 수와 15 % 넘게 다릅니다 (각 GPU 셀의 툴팁); 첫 토큰과 출력 토큰당 시간의 P99는 표에; docs/serving-model.md.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 at %2 %3 $%4/GPU-hour, %5</source>
        <translation>%1, %2 %3 GPU-시간당 $%4, %5</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>%L1 racks (kW per rack n/a)</source>
        <translation>랙 %L1개(랙당 kW 없음)</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>System</source>
        <translation>시스템</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layout</source>
        <translation>배치</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+13"/>
        <source>Goodput (%)</source>
        <translation>굿풋 (%)</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+11"/>
        <source>Racks</source>
        <translation>랙</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Capex (M USD)</source>
        <translation>자본 지출(백만 USD)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opex (M USD/yr)</source>
        <translation>운영비(백만 USD/년)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/M input</source>
        <translation>입력 USD/M</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/M output</source>
        <translation>출력 USD/M</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/M blended</source>
        <translation>혼합 USD/M</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TTFT P90 (s)</source>
        <translation>TTFT P90(s)</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Goodput: every request counts, since no first-token or per-user target is set.</source>
        <translation>굿풋: 첫 토큰 목표도 사용자당 목표도 없으므로 모든 요청이 포함됩니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goodput: the share of requests whose own first token came within %L1 s.</source>
        <translation>굿풋: 자기 첫 토큰이 %L1 s 안에 나온 요청의 비율.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Goodput: the share of requests whose own time per output token is within %L1 ms.</source>
        <translation>굿풋: 자기 출력 토큰당 시간이 %L1 ms 이내인 요청의 비율.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Goodput: the share of requests whose own first token came within %L1 s and whose own time per output token is within %L2 ms.</source>
        <translation>굿풋: 자기 첫 토큰이 %L1 s 안에 나오고 자기 출력 토큰당 시간이 %L2 ms 이내인 요청의 비율.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The tokens/s per user floor is held at the median; the P99 target of %L1 ms bounds the tail.</source>
        <translation>사용자당 토큰/s 하한은 중앙값 기준이며, P99 목표 %L1 ms가 꼬리를 제한합니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The tokens/s per user floor is held at the median, so up to half the requests may be slower than it; hold the tail with a TPOT P90 or P99 target (siliconomics-cli plan --tpot-p90-ms, --tpot-p99-ms).</source>
        <translation>사용자당 토큰/s 하한은 중앙값 기준이므로 요청의 최대 절반이 그보다 느릴 수 있습니다. 꼬리 지연은 TPOT P90 또는 P99 목표로 잡으십시오 (siliconomics-cli plan --tpot-p90-ms, --tpot-p99-ms).</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>TTFT P99 (s)</source>
        <translation>TTFT P99(s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TPOT P99 (ms)</source>
        <translation>TPOT P99(ms)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Tokens/s per user</source>
        <translation>사용자당 토큰/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>J/output token</source>
        <translation>출력 토큰당 J</translation>
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
        <translation>해당 없음</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>%1 (rented)</source>
        <translation>%1 (임대)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>checking…</source>
        <translation>확인 중…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not simulated</source>
        <translation>시뮬레이션 안 함</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+1"/>
        <source>rented</source>
        <translation>임대</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>analytic model: %L1 GPUs; %2</source>
        <translation>해석 모델: GPU %L1개; %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>re-sized by simulation</source>
        <translation>시뮬레이션으로 다시 산정함</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1; %2 kW of IT power a full rack</source>
        <translation>%1; 꽉 찬 랙 하나의 IT 전력 %2 kW</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; IT power of a rack n/a</source>
        <translation>%1; 랙 하나의 IT 전력 없음</translation>
    </message>
</context>
<context>
    <name>sil::ui::PriceHistoryPage</name>
    <message>
        <location filename="../../ui/charts/PriceHistoryPage.cpp" line="+23"/>
        <source>All terms</source>
        <translation>모든 계약 기간</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chip:</source>
        <translation>칩:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>By term</source>
        <translation>약정 기간별</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By provider tier</source>
        <translation>공급자 등급별</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+26"/>
        <source>By provider tier: hyperscalers, neoclouds, marketplaces and analysts&apos; reference rates compared on one term (all terms: on-demand)</source>
        <translation>공급자 등급별: 하이퍼스케일러, 네오클라우드, 마켓플레이스, 분석가 기준가를 한 약정 기간으로 비교 (모든 기간 선택 시: 온디맨드)</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Term:</source>
        <translation>계약 기간:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Series:</source>
        <translation>계열:</translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>%1 (%n quotes)</source>
        <translation>
            <numerusform>%1 (견적 %n건)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Rental price over time by provider tier: %1, %2 (USD/GPU-hour)</source>
        <translation>공급자 등급별 임대 가격 추이: %1, %2 (USD/GPU-시간)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rental price over time: %1 (USD/GPU-hour)</source>
        <translation>임대 가격 추이: %1 (USD/GPU-시간)</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>%1 (%6)
%2, %3
$%4 per GPU-hour
quote %5</source>
        <translation>%1 (%6)
%2, %3
GPU-시간당 $%4
견적 %5</translation>
    </message>
    <message>
        <location line="-134"/>
        <location line="+69"/>
        <source>Quote date</source>
        <translation>견적 날짜</translation>
    </message>
    <message>
        <location line="-68"/>
        <location line="+71"/>
        <source>Rental price (USD/GPU-hour)</source>
        <translation>임대 가격 (USD/GPU-시간)</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>%1 (1 quote)</source>
        <translation>%1 (견적 1건)</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>%1 trend: %2 %/year</source>
        <translation>%1 추세: 연 %2 %</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 trend: %2 USD/GPU-hour per year (%3 %/year of the fitted $%4 on %5), least squares over %6 quotes</source>
        <translation>%1 추세: 연 %2 USD/GPU-시간 (%5 기준 적합값 $%4의 연 %3 %), 견적 %6건에 대한 최소제곱 적합</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="-81"/>
        <source>%1: %n dated quotes from %2 to %3. Quotes are list prices from the cited sources (catalog, Rental prices), not negotiated prices.</source>
        <translation>
            <numerusform>%1: %2부터 %3까지 날짜가 기록된 견적 %n건. 견적은 인용된 출처(카탈로그, 임대 가격)의 정가이며 협상 가격이 아닙니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: no dated rental quote%2.</source>
        <translation>%1: 날짜가 기록된 임대 견적 없음%2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> for the %1 term</source>
        <translation> (%1 계약 기간)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Series: %1 quotes by provider tier. The tiers are ours, from the provider&apos;s name: hyperscalers (AWS, Azure, Google Cloud, Oracle), marketplaces (Vast.ai, RunPod community, Spheron), analyst reference (SemiAnalysis reference rates), neoclouds (every other provider).</source>
        <translation>계열: 공급자 등급별 %1 견적. 등급은 공급자 이름에 따른 자체 분류입니다: 하이퍼스케일러(AWS, Azure, Google Cloud, Oracle), 마켓플레이스(Vast.ai, RunPod community, Spheron), 분석가 기준가(SemiAnalysis 기준 요금), 네오클라우드(그 밖의 모든 공급자).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not shown: quote %1 (%2, %3) — %4</source>
        <translation>표시 안 됨: 견적 %1 (%2, %3) — %4</translation>
    </message>
</context>
<context>
    <name>sil::ui::RentVsBuyPage</name>
    <message>
        <location filename="../../ui/charts/RentVsBuyPage.cpp" line="+17"/>
        <source>Owning is cheaper than renting above the bar&apos;s utilization; the dashed line is the scenario&apos;s utilization.</source>
        <translation>막대가 나타내는 가동률보다 높으면 임대보다 보유가 저렴합니다. 점선은 시나리오의 가동률입니다.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>spot</source>
        <translation>스팟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on-demand</source>
        <translation>온디맨드</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Rent vs buy: breakeven utilization against the cheapest quote per term (%)</source>
        <translation>임대 vs 구매: 계약 기간별 최저 견적 대비 손익분기 가동률 (%)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not shown: %1 — no rental quote for its chip</source>
        <translation>표시 안 됨: %1 — 해당 칩의 임대 견적 없음</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: renting costs less than owning at any utilization</source>
        <translation>%1: 어떤 가동률에서도 임대가 보유보다 저렴함</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 — vs %2 %3 $%4</source>
        <translation>%1 — 대비 %2 %3 $%4</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Breakeven utilization</source>
        <translation>손익분기 가동률</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Breakeven utilization (% of hours) vs the system&apos;s cheapest quote</source>
        <translation>시스템 최저 견적 대비 손익분기 가동률 (시간 비율 %)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Owning is cheaper above the bar; the dashed line is the scenario&apos;s %1 % utilization. Few systems show every rental term side by side. Each row is measured against the quote, of any term, that makes owning hardest to justify:</source>
        <translation>막대보다 높은 가동률에서는 소유가 더 저렴합니다. 점선은 시나리오의 가동률 %1 %입니다. 시스템이 적으면 모든 임대 기간을 나란히 보여 줍니다. 각 행은 모든 기간 중 소유를 정당화하기 가장 어려운 견적과 비교합니다:</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>On-demand</source>
        <translation>온디맨드</translation>
    </message>
    <message>
        <location line="-117"/>
        <location line="+117"/>
        <source>1-month</source>
        <translation>1개월</translation>
    </message>
    <message>
        <location line="-115"/>
        <location line="+115"/>
        <source>1-year</source>
        <translation>1년</translation>
    </message>
    <message>
        <location line="-113"/>
        <location line="+113"/>
        <source>3-year</source>
        <translation>3년</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>%1 %2 $%3 (%4)</source>
        <translation>%1 %2 $%3 (%4)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 against the cheapest quote per term: %2</source>
        <translation>%1, 기간별 최저 견적 대비: %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1, %2: renting at $%3/GPU-hour (%4) costs less than owning at any utilization</source>
        <translation>%1, %2: $%3/GPU-시간(%4) 임대가 어떤 가동률에서도 보유보다 저렴함</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Breakeven utilization (% of hours)</source>
        <translation>손익분기 가동률 (시간 비율 %)</translation>
    </message>
    <message>
        <location line="-128"/>
        <source>Scenario utilization %1 %</source>
        <translation>시나리오 가동률 %1 %</translation>
    </message>
</context>
<context>
    <name>sil::ui::ScenarioCompareDialog</name>
    <message>
        <location filename="../../ui/widgets/ScenarioCompareDialog.cpp" line="+12"/>
        <source>Compare scenarios</source>
        <translation>시나리오 비교</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A:</source>
        <translation>A:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>B:</source>
        <translation>B:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Assumption or override</source>
        <translation>가정 또는 재정의</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unit</source>
        <translation>단위</translation>
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
        <translation>시스템</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TCO A (USD/GPU-hour)</source>
        <translation>TCO A (USD/GPU-시간)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TCO B (USD/GPU-hour)</source>
        <translation>TCO B (USD/GPU-시간)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Change (USD/GPU-hour)</source>
        <translation>변화 (USD/GPU-시간)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change (%)</source>
        <translation>변화 (%)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A (USD/PFLOP-hour, BF16)</source>
        <translation>A (USD/PFLOP-시간, BF16)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B (USD/PFLOP-hour, BF16)</source>
        <translation>B (USD/PFLOP-시간, BF16)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Change (%, BF16)</source>
        <translation>변화 (%, BF16)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Export chart (PNG, SVG, PDF)…</source>
        <translation>차트 내보내기(PNG, SVG, PDF)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export tables (CSV)…</source>
        <translation>표 내보내기(CSV)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Export comparison chart</source>
        <translation>비교 차트 내보내기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF (*.pdf)</source>
        <translation>PNG 이미지 (*.png);;SVG 이미지 (*.svg);;PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+8"/>
        <source>Export failed</source>
        <translation>내보내기 실패</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Export comparison tables</source>
        <translation>비교 표 내보내기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Current (edited)</source>
        <translation>현재 (편집됨)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Loaded: %1</source>
        <translation>불러옴: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>(unnamed scenario)</source>
        <translation>(이름 없는 시나리오)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, edited</source>
        <translation>%1, 편집됨</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>System %1: %2</source>
        <translation>시스템 %1: %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Chip %1: %2</source>
        <translation>칩 %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <location line="+120"/>
        <location line="+1"/>
        <source>catalog value</source>
        <translation>카탈로그 값</translation>
    </message>
    <message>
        <location line="-119"/>
        <source>The two scenarios have the same assumptions.</source>
        <translation>두 시나리오의 가정이 동일합니다.</translation>
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
        <translation>해당 없음: %1 — %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>A: %1</source>
        <translation>A: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B: %1</source>
        <translation>B: %1</translation>
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
        <translation>TCO (USD/GPU-시간)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>TCO per GPU-hour: A vs B (change B − A in USD/GPU-hour and %)</source>
        <translation>GPU-시간당 TCO: A vs B (B − A 변화, USD/GPU-시간 및 %)</translation>
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
        <translation>A: %1; B: %2. 차이: %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not shown: %1.</source>
        <translation>표시 안 됨: %1.</translation>
    </message>
</context>
<context>
    <name>sil::ui::ScenarioController</name>
    <message>
        <location filename="../../ui/ScenarioController.cpp" line="+108"/>
        <location line="+8"/>
        <source>no user database</source>
        <translation>사용자 데이터베이스 없음</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>Reset all assumptions</source>
        <translation>모든 가정 재설정</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The catalog holds no serving engine &quot;%1&quot;.</source>
        <translation>카탈로그에 서빙 엔진 &quot;%1&quot;이(가) 없습니다.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No system &quot;%1&quot; in the catalog.</source>
        <translation>카탈로그에 시스템 &quot;%1&quot;이(가) 없습니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No imported measurements of %1.</source>
        <translation>%1의 가져온 측정값이 없습니다.</translation>
    </message>
    <message>
        <location line="+165"/>
        <source>Edit %1 of %2</source>
        <translation>%2의 %1 편집</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Revert %1 of %2</source>
        <translation>%2의 %1 되돌리기</translation>
    </message>
</context>
<context>
    <name>sil::ui::ServeLoadPage</name>
    <message>
        <location filename="../../ui/charts/ServeLoadPage.cpp" line="+31"/>
        <source>MLPerf Interactive: TTFT P99 ≤ 450 ms, TPOT P99 ≤ 40 ms</source>
        <translation>MLPerf 인터랙티브: TTFT P99 ≤ 450 ms, TPOT P99 ≤ 40 ms</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MLPerf Server: TTFT P99 ≤ 2 s, TPOT P99 ≤ 200 ms</source>
        <translation>MLPerf 서버: TTFT P99 ≤ 2 s, TPOT P99 ≤ 200 ms</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>1k in / 128 out</source>
        <translation>입력 1k / 출력 128</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1k in / 1k out</source>
        <translation>입력 1k / 출력 1k</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8k in / 1k out</source>
        <translation>입력 8k / 출력 1k</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Requests/s (Poisson)</source>
        <translation>요청/s (포아송)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Concurrency (closed loop)</source>
        <translation>동시 요청 수 (폐루프)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>TTFT and TPOT</source>
        <translation>TTFT 및 TPOT</translation>
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
        <translation>모델:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Load:</source>
        <translation>부하:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Service level:</source>
        <translation>서비스 수준:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>TTFT P99 ≤ %L1 s, TPOT P99 ≤ %L2 ms</source>
        <translation>TTFT P99 ≤ %L1 s, TPOT P99 ≤ %L2 ms</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>%1: latency by requests in flight (simulated)</source>
        <translation>%1: 처리 중인 요청 수별 지연 시간 (시뮬레이션)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: latency by request rate (simulated)</source>
        <translation>%1: 요청률별 지연 시간 (시뮬레이션)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>closed loops of 1, 2, 4, … up to each replica&apos;s sequence limit in flight</source>
        <translation>처리 중인 요청 1, 2, 4, … 각 복제본의 시퀀스 한도까지의 폐루프</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poisson arrivals at 5 %–110 % of each replica&apos;s capacity (its completions with its sequence limit always in flight)</source>
        <translation>각 복제본 용량(시퀀스 한도만큼의 요청을 항상 처리 중일 때의 완료율)의 5 %–110 %에서 포아송 도착</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%L1 tokens a step</source>
        <translation>스텝당 %L1 토큰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vLLM&apos;s server default tokens a step (8,192 on GPUs of 70 GiB or more other than the A100, else 2,048)</source>
        <translation>vLLM 서버 기본값의 스텝당 토큰 (A100을 제외한 70 GiB 이상 GPU에서 8,192, 그 외 2,048)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>up to %L1 sequences</source>
        <translation>최대 %L1 시퀀스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its default sequence limit (1,024 there, else 256)</source>
        <translation>기본 시퀀스 한도 (해당 GPU에서 1,024, 그 외 256)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Simulated, one replica: vLLM V1 scheduler (%1, %2, chunked prefill, paged KV cache with preemption); %3 weights; requests of %L4 prompt and %L5 output tokens; %6; %L7 requests a load, the first tenth left out; seed %8.</source>
        <translation>시뮬레이션, 복제본 1개: vLLM V1 스케줄러 (%1, %2, 청크 프리필, 선점이 있는 페이지드 KV 캐시); %3 가중치; 요청당 프롬프트 %L4, 출력 %L5 토큰; %6; 부하당 요청 %L7개, 처음 10분의 1 제외; 시드 %8.</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>at most %L1 in flight within the service level</source>
        <translation>서비스 수준 내 최대 동시 요청 %L1개</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>at most %L1 requests/s within the service level</source>
        <translation>서비스 수준 내 최대 %L1 요청/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(TTFT P99 %L1 ms, TPOT P99 %L2 ms, %L3 output tokens/s per GPU)</source>
        <translation>(TTFT P99 %L1 ms, TPOT P99 %L2 ms, GPU당 출력 %L3 토큰/s)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (TP %2): %3; capacity %L4 requests/s.</source>
        <translation>%1 (TP %2): %3; 용량 %L4 요청/s.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No engine row here is fitted on the user&apos;s measurements.</source>
        <translation>여기의 엔진 행은 모두 사용자 실측에 피팅되지 않았습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Engine rows fitted on measurements: %1.</source>
        <translation>실측에 피팅된 엔진 행: %1.</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>Tensor parallelism: the smallest power of two whose KV cache holds the sequence limit at these lengths, doubled while even the lightest load misses the service level. Step times from the workload model under each system&apos;s engine row (docs/serving-model.md, &quot;Under load&quot;); no host overhead beyond the engine row&apos;s, so read latencies as lower bounds.</source>
        <translation>텐서 병렬: 이 길이에서 KV 캐시가 시퀀스 한도를 담을 수 있는 가장 작은 2의 거듭제곱이며, 가장 가벼운 부하에서도 서비스 수준을 못 맞추면 두 배로 늘립니다. 스텝 시간은 각 시스템의 엔진 행에 따른 워크로드 모델에서 나옵니다 (docs/serving-model.md의 부하 하 시뮬레이터 절). 엔진 행 외의 호스트 오버헤드는 없으므로 지연 시간은 하한으로 읽으세요.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The catalog holds no language models.</source>
        <translation>카탈로그에 언어 모델이 없습니다.</translation>
    </message>
    <message>
        <location line="+297"/>
        <source>Simulating %L1 systems…</source>
        <translation>시스템 %L1개 시뮬레이션 중…</translation>
    </message>
    <message>
        <location line="-233"/>
        <source>no concurrency meets the service level</source>
        <translation>서비스 수준을 충족하는 동시 요청 수 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no swept rate meets the service level</source>
        <translation>서비스 수준을 충족하는 요청률 없음</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Not shown: %1 — %2</source>
        <translation>표시 안 됨: %1 — %2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Requests in flight per replica (closed loop, log)</source>
        <translation>복제본당 처리 중인 요청 수 (폐루프, 로그)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Requests/s per replica (Poisson arrivals, log)</source>
        <translation>복제본당 요청/s (포아송 도착, 로그)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>TTFT, ms (log)</source>
        <translation>TTFT, ms (로그)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>TPOT, ms</source>
        <translation>TPOT, ms</translation>
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
        <translation>동시 %1</translation>
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
        <translation>시스템 %L2개 중 %L1개를 그렸습니다: 서비스 수준 안에서 GPU당 출력 토큰/s가 가장 많은 시스템입니다(이보다 많은 곡선은 서로 구별할 수 없습니다). 모든 시스템의 최고 부하는 아래 메모에 있습니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n star(s) drawn without a label, too close to another to print it: each system&apos;s highest load is in the notes below and in its star&apos;s tooltip.</source>
        <translation>
            <numerusform>별 %n개는 다른 별과 너무 가까워 레이블 없이 그렸습니다: 각 시스템의 최고 부하는 아래 노트와 별의 툴팁에 있습니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>TTFT P99 target %L1 ms</source>
        <translation>TTFT P99 목표 %L1 ms</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TPOT P99 target %L1 ms</source>
        <translation>TPOT P99 목표 %L1 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solid: P50; dashed: P99. Stars mark each system&apos;s highest load within the service level (both P99 targets), found by bisection between swept loads.</source>
        <translation>실선: P50, 점선: P99. 별표는 각 시스템이 서비스 수준(두 P99 목표) 안에서 감당하는 최대 부하이며, 스윕한 부하 사이를 이분 탐색해 찾았습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lines with dots: TTFT (left axis); plain lines: TPOT (right axis).</source>
        <translation>점이 있는 선: TTFT (왼쪽 축), 점이 없는 선: TPOT (오른쪽 축).</translation>
    </message>
</context>
<context>
    <name>sil::ui::SlowdownPage</name>
    <message>
        <location filename="../../ui/charts/SlowdownPage.cpp" line="+24"/>
        <source>Reference:</source>
        <translation>기준:</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+37"/>
        <source>by message size</source>
        <translation>메시지 크기별</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>by rank count (256 MiB)</source>
        <translation>랭크 수별 (256 MiB)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Collective slowdown vs %1 (x), %2</source>
        <translation>%1 대비 집합 통신 속도 저하 (배), %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by rank count</source>
        <translation>랭크 수별</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Slowdown = time on the system / time on %1 for the same collective. Model: %2.%3</source>
        <translation>속도 저하 = 같은 집합 통신의 해당 시스템 시간 / %1 시간. 모델: %2.%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> Message size 256 MiB; rank counts 8 to 16,384.</source>
        <translation> 메시지 크기 256 MiB, 랭크 수 8 ~ 16,384.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose a reference system.</source>
        <translation>기준 시스템을 선택하세요.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1: %2 of %3 points n/a — %4</source>
        <translation>%1: %3개 지점 중 %2개 해당 없음 — %4</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Slowdown vs %1 (x)</source>
        <translation>%1 대비 속도 저하 (배)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>, log scale</source>
        <translation>, 로그 스케일</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>parity (1x)</source>
        <translation>동등 (1배)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Ranks (GPUs, log scale)</source>
        <translation>랭크 (GPU 수, 로그 스케일)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Message size (total bytes, log scale)</source>
        <translation>메시지 크기 (전체 바이트, 로그 스케일)</translation>
    </message>
</context>
<context>
    <name>sil::ui::SpecsPage</name>
    <message>
        <location filename="../../ui/charts/SpecRows.cpp" line="-91"/>
        <source>estimate</source>
        <translation>추정치</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+114"/>
        <source>derived</source>
        <translation>산출값</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>measured</source>
        <translation>측정값</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your edit</source>
        <translation>사용자 수정</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reported</source>
        <translation>제3자 전언</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>one server</source>
        <translation>서버 한 대</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rack-scale</source>
        <translation>랙 스케일</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pod (beyond a rack)</source>
        <translation>포드(랙 하나 초과)</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>%1 GPUs</source>
        <translation>GPU %1개</translation>
    </message>
    <message>
        <location filename="../../ui/charts/SpecsPage.cpp" line="+53"/>
        <source>Baseline:</source>
        <translation>기준:</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Specifications side by side, ratio to %1</source>
        <translation>사양 비교, %1 대비 비율</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Unmarked values are the maker&apos;s, from its own documents; &quot;reported&quot; is the maker&apos;s figure as a third party states it; &quot;estimate&quot;, &quot;derived&quot; and &quot;measured&quot; mark the others, with the low–high range kept where sources disagree. The baseline is shaded blue; ★ marks a highlighted system.</source>
        <translation>표시가 없는 값은 제조사 자체 문서의 수치입니다. &quot;제3자 전언&quot;은 제3자가 전한 제조사 수치이고, 그 밖의 값에는 &quot;추정치&quot;, &quot;산출값&quot;, &quot;측정값&quot; 표시가 붙으며, 출처가 서로 다른 경우 최저–최고 범위를 함께 적습니다. 기준 시스템은 파란색으로 칠해져 있고, ★는 강조한 시스템을 나타냅니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ratios are system / baseline. Values are per logical GPU, dense FLOP/s; TCO row uses the scenario.</source>
        <translation>비율은 시스템 / 기준입니다. 값은 논리 GPU당, 밀집 FLOP/s 기준이며 TCO 행은 시나리오를 적용합니다.</translation>
    </message>
    <message>
        <location line="+140"/>
        <source>Not shown, too many columns for one picture (choose fewer systems): %1.</source>
        <translation>한 그림에 담기에는 열이 너무 많아 표시하지 않음 (시스템을 더 적게 고르세요): %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sources: %1</source>
        <translation>출처: %1</translation>
    </message>
    <message>
        <location filename="../../ui/charts/SpecRows.cpp" line="-13"/>
        <source>n/a</source>
        <translation>해당 없음</translation>
    </message>
</context>
<context>
    <name>sil::ui::TcoChartPage</name>
    <message>
        <location filename="../../ui/charts/TcoChartPage.cpp" line="+29"/>
        <source>Full TCO</source>
        <translation>전체 TCO</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capital only</source>
        <translation>자본비만</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show:</source>
        <translation>표시:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Capital cost per GPU-hour (USD/GPU-hour)</source>
        <translation>GPU-시간당 자본비 (USD/GPU-시간)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total cost of ownership per GPU-hour (USD/GPU-hour)</source>
        <translation>GPU-시간당 총소유비용 (USD/GPU-시간)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Capital</source>
        <translation>자본비</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power</source>
        <translation>전력비</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colocation</source>
        <translation>코로케이션</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Support</source>
        <translation>운영 지원</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maintenance</source>
        <translation>유지보수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Software</source>
        <translation>소프트웨어</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not shown: %1 — rented: no ownership TCO, so no capital (Show: Full TCO draws it at its quote)</source>
        <translation>표시 안 함: %1 — 임대 전용: 소유 TCO가 없어 자본비도 없음(보기: 전체 TCO에서 견적가로 표시)</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>%1 — %2 rental quotes, USD/GPU-hour:
%3</source>
        <translation>%1 — 임대 견적 %2건, USD/GPU-시간:
%3</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 $%2 (%3, %4%5)</source>
        <translation>%1 $%2 (%3, %4%5)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, the scenario&apos;s term unquoted</source>
        <translation>, 시나리오 약정 기간의 견적 없음</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rented: no ownership TCO (cheapest quote)</source>
        <translation>임대: 소유 TCO 없음(최저 견적)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rented: no ownership TCO; sold only as a cloud service, drawn at the cheapest quote of the scenario&apos;s term, USD per GPU-hour: %1.</source>
        <translation>임대: 소유 TCO 없음. 클라우드 서비스로만 판매되어 시나리오 약정 기간의 최저 견적으로 표시, GPU-시간당 USD: %1.</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>USD per GPU-hour (owned hour)</source>
        <translation>GPU-시간당 USD (보유 시간 기준)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD/GPU-hour</source>
        <translation>USD/GPU-시간</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rental quotes (range, median)</source>
        <translation>임대 견적(범위, 중앙값)</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>%1 $%2–$%3 (median $%4)</source>
        <translation>%1 $%2–$%3 (중앙값 $%4)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Red range: every dated rental quote for the system&apos;s chip, low to high, tick at the median, USD per GPU-hour: %1.</source>
        <translation>빨간 범위: 시스템 칩의 날짜가 있는 모든 임대 견적(최저–최고, 눈금은 중앙값, GPU-시간당 USD): %1.</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>%1 of %2 systems have no whisker: none of their inputs is a range.</source>
        <translation>시스템 %2개 중 %1개는 오차 막대가 없습니다: 범위로 주어진 입력이 없습니다.</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Red range: every dated rental quote for the system&apos;s chip, low to high, with a tick at the median (hover to list them).</source>
        <translation>빨간 범위: 해당 시스템 칩의 날짜별 임대 견적 전체 (최저–최고, 눈금은 중앙값, 마우스를 올리면 목록 표시).</translation>
    </message>
</context>
<context>
    <name>sil::ui::TornadoPage</name>
    <message>
        <location filename="../../ui/charts/TornadoPage.cpp" line="+38"/>
        <source>TCO per owned GPU-hour</source>
        <translation>보유 GPU-시간당 TCO</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TCO per useful GPU-hour</source>
        <translation>유효 GPU-시간당 TCO</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TCO per dense BF16 PFLOP-hour</source>
        <translation>밀집 BF16 PFLOP-시간당 TCO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TCO per dense FP8 PFLOP-hour</source>
        <translation>밀집 FP8 PFLOP-시간당 TCO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>System:</source>
        <translation>시스템:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Metric:</source>
        <translation>지표:</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Sensitivity of %1: %2</source>
        <translation>%1 민감도: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose systems to compare in the catalog (Compare column): the tornado shows one of them.</source>
        <translation>카탈로그에서 비교할 시스템을 선택하십시오(비교 열). 토네이도 차트는 그중 하나를 보여 줍니다.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No tornado for %1: %2</source>
        <translation>%1의 토네이도 차트 없음: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Input at its low end</source>
        <translation>입력이 하한일 때</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input at its high end</source>
        <translation>입력이 상한일 때</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: %2–%3 %4</source>
        <translation>%1: %2–%3 %4</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Change from %1 (%2)</source>
        <translation>%1 대비 변화(%2)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Central value: %1 %2 for %3 under scenario &quot;%4&quot;. Bars: the metric minus the central value with one input at the low (blue) or high (orange) end of its range, every other input at its value.</source>
        <translation>중앙값: 시나리오 &quot;%4&quot;에서 %3의 %1 %2. 막대: 한 입력을 범위의 하한(파랑) 또는 상한(주황)으로 두고 나머지 입력은 현재 값으로 둘 때 지표에서 중앙값을 뺀 값.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>* %n input(s) without a range (scenario or catalog) are moved ±%1 %, a swing assumed for the chart, not a sourced range.</source>
        <translation>
            <numerusform>* 범위가 없는(시나리오 또는 카탈로그) 입력 %n개는 ±%1 % 변화시켰습니다. 이는 차트를 위해 가정한 변동폭이며 출처가 있는 범위가 아닙니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>* %n input(s) without a range (scenario or catalog) are moved ±%1 %; set ranges under Edit &gt; Assumption ranges…</source>
        <translation>
            <numerusform>* 범위가 없는(시나리오 또는 카탈로그) 입력 %n개는 ±%1 % 변화시켰습니다. 범위는 편집 &gt; 가정 범위…에서 설정하십시오</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sil::ui::TrainingPage</name>
    <message>
        <location filename="../../ui/charts/TrainingPage.cpp" line="+29"/>
        <location line="+34"/>
        <source>%L1 GPUs</source>
        <translation>GPU %L1개</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>1T tokens</source>
        <translation>1T 토큰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>15T tokens</source>
        <translation>15T 토큰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>30T tokens</source>
        <translation>30T 토큰</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Days</source>
        <translation>일수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD (owned)</source>
        <translation>USD (보유)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cash by month (with a deadline)</source>
        <translation>월별 현금 (기한 지정 시)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model:</source>
        <translation>모델:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Format:</source>
        <translation>형식:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show:</source>
        <translation>표시:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No deadline</source>
        <translation>마감 없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+16"/>
        <source>GPUs to finish within %L1 days</source>
        <translation>%L1일 안에 끝내는 데 필요한 GPU</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>%L1T tokens</source>
        <translation>%L1T 토큰</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Training %1 on %2 within %L3 days: cash by month, owned against rented</source>
        <translation>%2로 %1 학습, %L3일 이내: 월별 현금, 소유 대 임대</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Training %1 on %2: %3</source>
        <translation>%2로 %1 학습: %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Training %1 on %2: cost owned (million USD)</source>
        <translation>%1 학습 (%2): 보유 기준 비용 (백만 USD)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Training %1 on %2: days on %3</source>
        <translation>%1 학습 (%2): %3 사용 시 소요 일수</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 compute; USD at scenario %2&apos;s TCO per useful GPU-hour and its rental quotes; interruptions at its rates, restart time and checkpoint bandwidth.</source>
        <translation>%1 연산; USD는 시나리오 %2의 유효 GPU-시간당 TCO와 임대 견적 기준; 중단은 시나리오의 발생률, 재시작 시간, 체크포인트 대역폭 기준.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 GPUs, %2 compute, sequence 4,096, about 4M tokens per step; the fastest tensor/pipeline/expert-parallel layout that fits each system&apos;s memory (ZeRO-1, selective recomputation).</source>
        <translation>GPU %1개, %2 연산, 시퀀스 4,096, 스텝당 약 4M 토큰. 각 시스템 메모리에 들어가는 가장 빠른 텐서/파이프라인/전문가 병렬 구성 (ZeRO-1, 선택적 재계산).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bars split by where the step time goes; data-parallel traffic is exposed beyond 80 % of the backward pass. Efficiency measured on H200, scaled by each chip&apos;s GEMM efficiency; USD at scenario %1&apos;s TCO per useful GPU-hour.</source>
        <translation>막대는 스텝 시간이 어디에 쓰이는지로 나뉩니다. 데이터 병렬 트래픽은 역전파의 80 %를 넘는 부분만 노출됩니다. 효율은 H200 실측값을 각 칩의 GEMM 효율로 환산했으며, USD는 시나리오 %1의 유효 GPU-시간당 TCO 기준입니다.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The catalog holds no language models.</source>
        <translation>카탈로그에 언어 모델이 없습니다.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Compute</source>
        <translation>연산</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor-parallel comm.</source>
        <translation>텐서 병렬 통신</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert-parallel comm.</source>
        <translation>전문가 병렬 통신</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MoE token routing</source>
        <translation>MoE 토큰 라우팅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline bubble</source>
        <translation>파이프라인 버블</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data-parallel comm. (exposed)</source>
        <translation>데이터 병렬 통신 (노출분)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1: rented, no ownership TCO — %2 GPU-hours billed per GPU at $%3 (%4, %5), %6</source>
        <translation>%1: 임대, 소유 TCO 없음 — GPU당 %2 GPU-시간 청구, 시간당 $%3 (%4, %5), %6</translation>
    </message>
    <message>
        <location filename="../../ui/charts/TrainingCash.cpp" line="+47"/>
        <location filename="../../ui/charts/TrainingPage.cpp" line="+11"/>
        <location line="+87"/>
        <source>Not shown: %1 — %2</source>
        <translation>표시 안 됨: %1 — %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No selected system meets the deadline with a cost to own.</source>
        <translation>선택한 시스템 중 소유 비용을 산정할 수 있으면서 기한을 맞추는 시스템이 없습니다.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Month of the run</source>
        <translation>학습 개월 차</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cumulative cash (million USD)</source>
        <translation>누적 현금 (백만 USD)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Owned, sold after the run: %1</source>
        <translation>소유 후 학습 뒤 매각: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rented: %1 (%2)</source>
        <translation>임대: %1 (%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Break-even in month %1</source>
        <translation>%1개월 차 손익분기</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Owning has paid for itself against renting by month %1.</source>
        <translation>%1개월 차까지 소유 비용이 임대 대비 회수됩니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Renting stays cheaper through the run: owning does not pay back before the cluster is sold.</source>
        <translation>학습 기간 내내 임대가 더 저렴합니다: 클러스터를 매각하기 전까지 소유 비용이 회수되지 않습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %L2 GPUs bought for %3 days with interruptions: $%4M of capex at month 0, opex and interest each month, $%5M back from the sale in the month the run ends (the scenario&apos;s residual value); rent billed each month, the contract&apos;s whole bill by the last.</source>
        <translation>%1: 중단 포함 %3일 동안 GPU %L2개 구매: 0개월 차에 설비투자 $%4M, 매월 운영비와 이자, 학습이 끝나는 달에 매각으로 $%5M 회수 (시나리오의 잔존가치); 임대료는 매월 청구되며 마지막 달까지 계약 총액이 청구됩니다.</translation>
    </message>
    <message>
        <location filename="../../ui/charts/TrainingPage.cpp" line="-68"/>
        <source>%1: tp %2 × pp %3 × dp %4, ep %5; %6 tokens/s per GPU, MFU %7 %</source>
        <translation>%1: TP %2 × PP %3 × DP %4, EP %5, GPU당 %6 토큰/s, MFU %7 %</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Days of training</source>
        <translation>학습 소요 일수</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Million USD (owned; rented where marked)</source>
        <translation>백만 USD (소유, 표시된 것은 임대)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>million USD</source>
        <translation>백만 USD</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>days</source>
        <translation>일</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cash by month needs a deadline: the bars show days on the GPUs chosen.</source>
        <translation>월별 현금은 기한이 있어야 합니다: 막대는 선택한 GPU 수로 걸리는 일수를 보여 줍니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No P10–P90 whiskers on days: the ranges in the catalog and the scenario are costs and prices, not speeds; this chart drawn in USD (owned) has whiskers.</source>
        <translation>일수에는 P10–P90 수염이 없습니다. 카탈로그와 시나리오의 범위는 속도가 아니라 비용과 가격이기 때문입니다. USD(소유)로 그린 이 차트에는 수염이 있습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No P10–P90 whiskers on days: the ranges in the catalog and the scenario are costs and prices, not speeds; show USD (owned) for whiskers.</source>
        <translation>일수에는 P10–P90 수염이 없습니다. 카탈로그와 시나리오의 범위는 속도가 아니라 비용과 가격이기 때문입니다. 수염을 보려면 USD(소유)를 표시하십시오.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>n/a (%1)</source>
        <translation>해당 없음 (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%L1 racks</source>
        <translation>랙 %L1개</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>racks not known</source>
        <translation>랙 수 알 수 없음</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no rental quote</source>
        <translation>임대 견적 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %L2 GPUs bought in %3; owned and kept %4 (the TCO per useful GPU-hour over the effective days), owned and sold after the run %5; rented %6</source>
        <translation>%1: GPU %L2개 구매, %3; 소유 후 계속 사용 %4 (실효 일수 동안의 유효 GPU-시간당 TCO), 소유 후 학습 뒤 매각 %5; 임대 %6</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1: %L2 GPUs in %L3 %4; tp %5 × pp %6 × dp %7; %8 days with interruptions (P90 %9), goodput %10 %</source>
        <translation>%1: GPU %L2개 (%4 %L3대); tp %5 × pp %6 × dp %7; 중단 포함 %8일 (P90 %9), 굿풋 %10 %</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>racks</source>
        <translation>랙</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>servers</source>
        <translation>서버</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %L2 racks drawing %3 MW; the hall&apos;s %4 MW leave %5 MW.</source>
        <translation>%1: 랙 %L2개가 %3 MW를 사용합니다. 홀의 %4 MW 중 %5 MW가 남습니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPUs (whole servers or racks)</source>
        <translation>GPU (서버 또는 랙 단위)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Global batch: %L1 sequences of %L2 tokens, as the model&apos;s own pre-training report gives it. Engine: Megatron-LM class, fitted on published runs.</source>
        <translation>글로벌 배치: 모델 자체의 사전 학습 보고서에 나온 대로 %L2 토큰 시퀀스 %L1개입니다. 엔진: 공개된 학습 실행에 맞춘 Megatron-LM 계열입니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Global batch: about 4M tokens a step, in sequences of 4,096 tokens. Engine: Megatron-LM class, fitted on published runs.</source>
        <translation>글로벌 배치: 스텝당 약 4M 토큰, 4,096 토큰 시퀀스 단위입니다. 엔진: 공개된 학습 실행에 맞춘 Megatron-LM 계열입니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The fewest GPUs, bought in whole servers (racks for rack-scale systems), whose fastest layout finishes by the deadline with its expected interruptions (the scenario&apos;s rates, restart time and checkpoint bandwidth).</source>
        <translation>서버 단위(랙 규모 시스템은 랙 단위)로 구매하며, 가장 빠른 병렬 배치가 예상 중단(시나리오의 중단율, 재시작 시간, 체크포인트 대역폭)을 포함해 마감 안에 끝나는 최소 GPU 수입니다.</translation>
    </message>
</context>
<context>
    <name>sil::ui::TrustSection</name>
    <message>
        <location filename="../../ui/export/TrustSection.cpp" line="+53"/>
        <source>Group (engine × chip family × regime)</source>
        <translation>그룹 (엔진 × 칩 계열 × 영역)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Median</source>
        <translation>중앙값</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worst</source>
        <translation>최악</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bias</source>
        <translation>편향</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Within own P90</source>
        <translation>자기 그룹 P90 이내</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Within others&apos; P90</source>
        <translation>다른 실행 P90 이내</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1: no comparable runs — %2</source>
        <translation>%1: 비교할 실행 없음 — %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No engine has a held-out run in: %1. Every answer of those kinds (train&apos;s among them) says there is no band.</source>
        <translation>다음 영역에는 어떤 엔진도 보류 실행이 없음: %1. 이런 종류의 모든 답(train 포함)은 밴드가 없다고 밝힘.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>no other run</source>
        <translation>다른 실행 없음</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Engine row</source>
        <translation>엔진 행</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fitted on (each predicted with the row refitted without it)</source>
        <translation>적합에 쓴 실행 (각각 그 실행을 뺀 재적합 행으로 예측)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checked by (no row fitted on them)</source>
        <translation>검증한 실행 (어느 행도 적합에 쓰지 않음)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>How far to trust these numbers</source>
        <translation>이 숫자를 얼마나 믿을 수 있나</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every published run shipped with the program and every measurement you imported is predicted by a model that never saw it: a row fitted on a run is refitted without it first. Error = predicted / measured − 1 on throughput; bias is the median signed error (+: optimistic). A predicted figure carries the P90 of its group&apos;s errors (docs/accuracy.md).</source>
        <translation>프로그램에 포함된 모든 공개 실행과 가져온 모든 측정은 그것을 본 적 없는 모델로 예측합니다: 어떤 실행에 적합된 행은 먼저 그 실행 없이 다시 적합합니다. 오차 = 예측 / 측정 − 1 (처리량 기준); 편향은 부호 있는 오차의 중앙값입니다 (+: 낙관적). 예측값은 그룹 오차의 P90을 함께 표시합니다 (docs/accuracy.md).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Held-out error by group</source>
        <translation>그룹별 보류 오차</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coverage: %1 of %2 held-out truths (%3 %) lie within their group&apos;s P90 band.</source>
        <translation>포괄률: 보류된 실측값 %2개 중 %1개 (%3 %)가 자기 그룹의 P90 밴드 안에 있음.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Answers with no comparable runs</source>
        <translation>비교할 실행이 없는 답</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Engine rows: the runs they were fitted on and checked by</source>
        <translation>엔진 행: 적합에 쓴 실행과 검증한 실행</translation>
    </message>
</context>
<context>
    <name>sil::ui::WorkProgress</name>
    <message>
        <location filename="../../ui/widgets/WorkProgress.cpp" line="+37"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the work; nothing of it is kept.</source>
        <translation>작업을 멈춥니다. 그 결과는 남지 않습니다.</translation>
    </message>
</context>
</TS>
