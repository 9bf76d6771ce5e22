# lit configuration of the tilec IR tests (FileCheck + -verify-diagnostics).
import os

import lit.formats

config.name = "tilec"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.tilec_obj_root, "test")
# unit: GoogleTest sources; corpus, interpreter-corpus: fuzzer inputs, not lit tests.
config.excludes = [
    "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py", "unit", "Inputs", "corpus",
    "interpreter-corpus",
]

# Our tools first, then FileCheck/not/count from LLVM.
config.environment["PATH"] = os.pathsep.join(
    [config.tilec_tools_dir, config.llvm_tools_dir, config.environment.get("PATH", "")]
)
config.substitutions.append(("%tilec_src_root", config.tilec_src_root))
