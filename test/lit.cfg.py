# lit configuration of the tilec IR tests (FileCheck + -verify-diagnostics).
import os

import lit.formats

config.name = "tilec"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".ir"]
config.test_source_root = os.path.dirname(__file__)
# Each executor (below) writes its temporary files under its own root: ctest runs the default
# suite and the interpreter's at the same time, and tests sharing %t paths raced (a test's
# `tilec-opt ... > %t.x` overwritten by the other run's while it read it).
executor = lit_config.params.get("tilec_executor", "compare")
config.test_exec_root = os.path.join(
    config.tilec_obj_root, "test" if executor == "compare" else "test-" + executor)
# unit: GoogleTest sources; corpus, interpreter-corpus: fuzzer inputs, not lit tests.
config.excludes = [
    "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py", "unit", "Inputs", "corpus",
    "interpreter-corpus", "Differential",
]

# Our tools first, then FileCheck/not/count from LLVM.
config.environment["PATH"] = os.pathsep.join(
    [config.tilec_tools_dir, config.llvm_tools_dir, config.environment.get("PATH", "")]
)
config.substitutions.append(("%tilec_src_root", config.tilec_src_root))
# Debian's Python, which scripts/setup gives NumPy (python3-numpy), for checks done with it.
config.substitutions.append(("%python", "/usr/bin/python3"))

# `tilec run` compiles kernels for this CPU. In the default suite every `tilec run` also runs the
# reference interpreter on copies of the inputs and fails on any difference
# (--compare-interpreter), so each hand-computed expectation checks both executors and every
# kernel is a differential test. RUN lines that test what only the interpreter checks (races,
# overflow promises, operation limits) say `tilec run --interpret` and are left alone.
# `--param tilec_executor=interpret` runs the same tests on the interpreter alone. Runs with
# hardware accumulation (`tilec run --mmaf-accumulation=hardware`) differ from the interpreter
# within a bound their tests check: the default suite runs them compiled only.
if executor == "interpret":
    config.substitutions.append((r"tilec run(?! --(interpret|compare-interpreter))", "tilec run --interpret"))
elif executor == "compare":
    config.substitutions.append((r"tilec run(?! --(interpret|compare-interpreter|mmaf-accumulation))", "tilec run --compare-interpreter"))
elif executor != "compile":
    lit_config.fatal("tilec_executor must be compare, compile or interpret, got " + executor)

# Features of this machine and suite that some tests need (lit reports them UNSUPPORTED
# elsewhere): `compiled` where `tilec run` compiles (not the interpreter suite), `amx-bf16`
# on CPUs whose flags list AMX tiles with bf16.
if executor != "interpret":
    config.available_features.add("compiled")
try:
    with open("/proc/cpuinfo") as cpuinfo:
        flags = next((line.split(":", 1)[1].split() for line in cpuinfo
                      if line.startswith("flags")), [])
except OSError:
    flags = []
if "amx_tile" in flags and "amx_bf16" in flags:
    config.available_features.add("amx-bf16")
