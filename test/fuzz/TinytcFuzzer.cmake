# Included from test/fuzz/CMakeLists.txt. The tinytc front-end fuzz target without libFuzzer:
# every build replays the corpus (parse, verify, print, and the printed text must read back to
# the same text).
add_executable(tilec-tinytc-fuzz-replay TinytcFuzzer.cpp FuzzReplayMain.cpp)
target_link_libraries(tilec-tinytc-fuzz-replay PRIVATE TilecTinytcFrontend MLIR LLVM)
add_test(NAME tinytc-corpus
         COMMAND tilec-tinytc-fuzz-replay ${CMAKE_CURRENT_SOURCE_DIR}/tinytc-corpus)

# libFuzzer target (clang only, -DTILEC_ENABLE_FUZZERS=ON):
# `build/bin/tilec-tinytc-fuzzer test/fuzz/tinytc-corpus -max_total_time=300`.
if(TILEC_ENABLE_FUZZERS)
  add_executable(tilec-tinytc-fuzzer TinytcFuzzer.cpp)
  target_compile_options(tilec-tinytc-fuzzer PRIVATE -fsanitize=fuzzer)
  target_link_options(tilec-tinytc-fuzzer PRIVATE -fsanitize=fuzzer)
  target_link_libraries(tilec-tinytc-fuzzer PRIVATE TilecTinytcFrontend MLIR LLVM)
  add_test(NAME tinytc-fuzzer-corpus
           COMMAND tilec-tinytc-fuzzer -runs=0 ${CMAKE_CURRENT_SOURCE_DIR}/tinytc-corpus)
endif()
