# GUI tests: the real widgets, offscreen.
function(siliconomics_add_gui_test name)
    add_executable(${name} ${CMAKE_CURRENT_SOURCE_DIR}/gui/${name}.cpp)
    target_link_libraries(${name} PRIVATE siliconomics_testsupport siliconomics_ui)
    target_include_directories(${name} PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/gui)
    siliconomics_set_warnings(${name})
    add_test(NAME ${name} COMMAND ${name})
    set_tests_properties(${name} PROPERTIES
        ENVIRONMENT "QT_QPA_PLATFORM=offscreen;SILICONOMICS_CATALOG=${SILICONOMICS_CATALOG_DB};HOME=${CMAKE_CURRENT_BINARY_DIR}/home-${name};XDG_CONFIG_HOME=${CMAKE_CURRENT_BINARY_DIR}/home-${name}/.config;XDG_DATA_HOME=${CMAKE_CURRENT_BINARY_DIR}/home-${name}/.local/share"
        TIMEOUT 300)
    add_dependencies(${name} siliconomics_catalog siliconomics_validation)
endfunction()

siliconomics_add_gui_test(TestScenarioController)
siliconomics_add_gui_test(TestPlanPage)
siliconomics_add_gui_test(TestNewUserCharts)
siliconomics_add_gui_test(TestBuyRentApiPage)
siliconomics_add_gui_test(TestCatalogTableModel)
siliconomics_add_gui_test(TestMainWindow)
siliconomics_add_gui_test(TestSpecsPage)
siliconomics_add_gui_test(TestChipPage)
siliconomics_add_gui_test(TestChartsAtScale)
siliconomics_add_gui_test(TestKoreanTranslation)
siliconomics_add_gui_test(TestChineseTranslation)
# Every tr() string in ui/ and app/ has a translation (new UI text fails here, named, until
# scripts/update-translations.sh has been run and the new strings translated).
add_test(NAME TranslationsComplete COMMAND ${PROJECT_SOURCE_DIR}/scripts/update-translations.sh --check)
set_tests_properties(TranslationsComplete PROPERTIES
    ENVIRONMENT "LUPDATE=$<TARGET_FILE:Qt6::lupdate>")
target_sources(TestChartsAtScale PRIVATE ${PROJECT_SOURCE_DIR}/bench/CatalogGenerator.cpp)
# The Plan tab's inputs undoable, and many systems planned on a worker.
siliconomics_add_gui_test(TestPlanInputsUndo)
target_sources(TestPlanInputsUndo PRIVATE ${PROJECT_SOURCE_DIR}/bench/CatalogGenerator.cpp)
siliconomics_add_gui_test(TestPriceAndCompare)
siliconomics_add_gui_test(TestUncertaintyViews)
siliconomics_add_gui_test(TestReport)
siliconomics_add_gui_test(TestPngEncoder)
# Measured beside predicted.
siliconomics_add_gui_test(TestImportMeasurementsDialog)
siliconomics_add_gui_test(TestAccuracyPage)
siliconomics_add_gui_test(TestMeasuredMarkers)
siliconomics_add_gui_test(TestChartFonts)
siliconomics_add_gui_test(TestEngineChoice)
# Serving under a load: the simulated sweep on worker threads, its chart and export.
siliconomics_add_gui_test(TestServeLoadPage)
# Every chart, exported and in the window, in en/zh/ko at 1280x720 and 1920x1080: no text cut
# short, no placeholder left unfilled.
siliconomics_add_gui_test(TestChartTexts)
siliconomics_add_gui_test(TestRefitEngine)
# One deadline question answered the same by train, the Training tab, the export and the report.
siliconomics_add_gui_test(TestDeadlineAnswer)
# The app's --snapshot reads the database --db names (it used to ignore it silently): one that
# is not SQLite is refused, named, instead of a screenshot of the shipped catalog.
add_test(NAME AppSnapshotReadsTheDbItIsGiven
         COMMAND siliconomics --db ${CMAKE_CURRENT_SOURCE_DIR}/data/0002_test_broken.sql
                 --snapshot ${CMAKE_CURRENT_BINARY_DIR}/snapshot-refused.png --tab tco)
set_tests_properties(AppSnapshotReadsTheDbItIsGiven PROPERTIES
    ENVIRONMENT "QT_QPA_PLATFORM=offscreen;SILICONOMICS_CATALOG=${SILICONOMICS_CATALOG_DB};HOME=${CMAKE_CURRENT_BINARY_DIR}/home-snapshot"
    PASS_REGULAR_EXPRESSION "0002_test_broken.sql: not a SQLite database"
    TIMEOUT 60)

# --scenario opens the file in the window; a bad one is refused naming the file and the field
# (a snapshot has no one to show the message to, and draws nothing rather than the defaults).
add_test(NAME AppScenarioOpensTheFile
         COMMAND siliconomics --scenario ${PROJECT_SOURCE_DIR}/database/scenarios/semianalysis-neocloud-2026.json
                 --snapshot ${CMAKE_CURRENT_BINARY_DIR}/snapshot-scenario.png --tab tco)
add_test(NAME AppScenarioRefusesABadField
         COMMAND siliconomics --scenario ${CMAKE_CURRENT_SOURCE_DIR}/data/scenario_bad_pue.json
                 --snapshot ${CMAKE_CURRENT_BINARY_DIR}/snapshot-bad-scenario.png --tab tco)
# A snapshot says which user database it read, or that it read none.
add_test(NAME AppSnapshotSaysItReadNoUserDatabase
         COMMAND siliconomics --snapshot ${CMAKE_CURRENT_BINARY_DIR}/snapshot-no-db.png
                 --tab accuracy)
set_tests_properties(AppScenarioOpensTheFile AppScenarioRefusesABadField
                     AppSnapshotSaysItReadNoUserDatabase PROPERTIES
    ENVIRONMENT "QT_QPA_PLATFORM=offscreen;SILICONOMICS_CATALOG=${SILICONOMICS_CATALOG_DB};HOME=${CMAKE_CURRENT_BINARY_DIR}/home-snapshot"
    # The GUI under the sanitizers starts slowly.
    TIMEOUT 300)
set_tests_properties(AppScenarioOpensTheFile PROPERTIES PASS_REGULAR_EXPRESSION
    "scenario semianalysis-neocloud-2026 \\([^)]*semianalysis-neocloud-2026.json\\)")
set_tests_properties(AppScenarioRefusesABadField PROPERTIES PASS_REGULAR_EXPRESSION
    "--scenario: [^\n]*scenario_bad_pue.json[^\n]*assumptions.pue")
set_tests_properties(AppSnapshotSaysItReadNoUserDatabase PROPERTIES PASS_REGULAR_EXPRESSION
    "no user database read")

# A headless export prints nothing about the session it does not have (XDG_RUNTIME_DIR) or the
# window manager it does not need (propagateSizeHints).
add_test(NAME CliExportIsQuietHeadless
         COMMAND env -u XDG_RUNTIME_DIR -u QT_QPA_PLATFORM $<TARGET_FILE:siliconomics-cli>
                 export-chart --chart tco --out ${CMAKE_CURRENT_BINARY_DIR}/quiet-export.png)
set_tests_properties(CliExportIsQuietHeadless PROPERTIES
    ENVIRONMENT "SILICONOMICS_CATALOG=${SILICONOMICS_CATALOG_DB};HOME=${CMAKE_CURRENT_BINARY_DIR}/home-quiet"
    FAIL_REGULAR_EXPRESSION "XDG_RUNTIME_DIR|propagateSizeHints"
    TIMEOUT 60)

# --help and --version print and exit without a window system (no display, no offscreen).
foreach(flag help version)
    add_test(NAME AppPrints_${flag}_WithoutDisplay
             COMMAND env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM
                     $<TARGET_FILE:siliconomics> --${flag})
endforeach()
set_tests_properties(AppPrints_help_WithoutDisplay PROPERTIES
    PASS_REGULAR_EXPRESSION "--snapshot <FILE>" TIMEOUT 60)
set_tests_properties(AppPrints_version_WithoutDisplay PROPERTIES
    PASS_REGULAR_EXPRESSION "siliconomics [0-9]" TIMEOUT 60)

# A scripted snapshot leaves the user's home alone: no ~/.config/siliconomics written.
set(SIL_SNAPSHOT_HOME ${CMAKE_CURRENT_BINARY_DIR}/home-untouched)
add_test(NAME AppSnapshotLeavesHomeAlone
         COMMAND sh -c "rm -rf '${SIL_SNAPSHOT_HOME}' && mkdir -p '${SIL_SNAPSHOT_HOME}' && HOME='${SIL_SNAPSHOT_HOME}' XDG_CONFIG_HOME='${SIL_SNAPSHOT_HOME}/.config' '$<TARGET_FILE:siliconomics>' --snapshot '${SIL_SNAPSHOT_HOME}/../snapshot-home.png' --tab tco && if [ -e '${SIL_SNAPSHOT_HOME}/.config' ]; then find '${SIL_SNAPSHOT_HOME}/.config'; echo 'the snapshot wrote settings'; exit 1; fi")
set_tests_properties(AppSnapshotLeavesHomeAlone PROPERTIES
    ENVIRONMENT "QT_QPA_PLATFORM=offscreen;SILICONOMICS_CATALOG=${SILICONOMICS_CATALOG_DB}"
    TIMEOUT 300)

# A first start on the shipped catalog (an empty home, no cache) reads the validation report
# installed beside the catalog: the Plan tab draws its prediction bands and nothing is validated
# (refitting every fitted row took ~20 s of CPU in a Debug build).
set(SIL_FIRST_START_HOME ${CMAKE_CURRENT_BINARY_DIR}/home-first-start)
add_test(NAME AppFirstStartComputesNoValidation
         COMMAND sh -c "rm -rf '${SIL_FIRST_START_HOME}' && mkdir -p '${SIL_FIRST_START_HOME}' && HOME='${SIL_FIRST_START_HOME}' XDG_CONFIG_HOME='${SIL_FIRST_START_HOME}/.config' XDG_CACHE_HOME='${SIL_FIRST_START_HOME}/.cache' '$<TARGET_FILE:siliconomics>' --time-to-first-paint --tab plan")
set_tests_properties(AppFirstStartComputesNoValidation PROPERTIES
    ENVIRONMENT "QT_QPA_PLATFORM=offscreen;SILICONOMICS_CATALOG=${SILICONOMICS_CATALOG_DB}"
    PASS_REGULAR_EXPRESSION "validation_reports_computed: 0"
    TIMEOUT 300)

# Edits done by their commands; its team-catalog cases once more against the
# PgServer fixture: a viewer's edit leaves no undo step, an editor's is one audited write a step.
siliconomics_add_gui_test(TestEditCommands)
siliconomics_pg_test(TestEditCommands_pg TestEditCommands teamViewerEditLeavesNoCommand
                     teamEditIsOneAuditedWritePerStep)
