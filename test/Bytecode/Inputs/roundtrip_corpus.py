#!/usr/bin/env python3
"""Round-trips every module of the dialect's lit tests and of the examples through bytecode.

For each file and each `// -----` chunk of it that tilec-opt accepts, at every bytecode version:
`tilec-translate -test-cudatile-roundtrip` (text -> bytecode -> text) must print exactly what
tilec-opt prints, up to the module names (bytecode does not store them; the reader names every
module @kernels). A version may refuse a module only with the writer's "needs a newer version"
errors, and the newest version must take every module. Chunks tilec-opt rejects are negative
tests of the dialect and are not modules; their count is reported.

usage: roundtrip_corpus.py SRC_ROOT   (tilec-opt and tilec-translate are taken from PATH)
"""
import glob
import os
import re
import shutil
import subprocess
import sys

VERSIONS = ["13.1", "13.2", "13.3", "13.4"]
NEWER_VERSION_ERRORS = re.compile(
    r"requires bytecode version|is not available in bytecode version|"
    r"cannot be encoded in bytecode version|is provided but requires bytecode version")
# What no version of the format can hold (§5.4): foreign ops, attributes without an encoding.
NOT_EXPRESSIBLE_ERRORS = re.compile(
    r"only function and global ops are allowed in the body|"
    r"only ops from the 'cuda_tile' dialect are allowed|"
    r"unsupported attribute in bytecode writer|"
    r"unsupported type in bytecode for entry argument|"
    # 13.5 features (multicast/unicast ptr_attr, multimem and preview ops) have no 13.4 encoding.
    r"which this bytecode writer cannot target|has no known bytecode encoding")
PRODUCER = re.compile(r' attributes \{producer = "[^"]*"\}')
MODULE_NAME = re.compile(r"(cuda_tile\.module) @[\w$.\-]+")


def run(args, text):
    return subprocess.run(args, input=text, capture_output=True, text=True)


def main():
    src_root = sys.argv[1]
    opt, translate = shutil.which("tilec-opt"), shutil.which("tilec-translate")
    if not opt or not translate:
        print("FAIL: tilec-opt and tilec-translate must be on PATH")
        return 1
    files = sorted(glob.glob(os.path.join(src_root, "test/Dialect/CudaTile/*.mlir")) +
                   glob.glob(os.path.join(src_root, "examples/*.mlir")))
    failures, checked, negative, refused, inexpressible = [], 0, 0, 0, 0
    for path in files:
        # split-file inputs (`//--- name` markers) hold several files; each is split further
        # at `// -----` as -split-input-file does.
        files_of_input = re.split(r"(?m)^//--- .*$", open(path).read())
        chunks = [chunk for part in files_of_input for chunk in part.split("// -----")]
        for index, chunk in enumerate(chunks):
            where = "%s (chunk %d)" % (os.path.relpath(path, src_root), index)
            printed = run([opt, "-allow-unregistered-dialect"], chunk)
            if printed.returncode != 0:
                negative += 1
                continue
            expected = MODULE_NAME.sub(r"\1 @kernels", printed.stdout)
            if "cuda_tile.module" not in expected:
                continue
            for version in VERSIONS:
                result = run([translate, "-test-cudatile-roundtrip", "-allow-unregistered-dialect",
                              "-bytecode-version=" + version], printed.stdout)
                if result.returncode != 0:
                    if version != VERSIONS[-1] and NEWER_VERSION_ERRORS.search(result.stderr):
                        refused += 1
                        continue
                    if NOT_EXPRESSIBLE_ERRORS.search(result.stderr):
                        inexpressible += 1
                        continue
                    failures.append("%s at %s: %s" % (where, version, result.stderr.strip()))
                    continue
                checked += 1
                wanted = expected
                if version in ("13.1", "13.2"):
                    # The producer section exists from 13.3 on; older targets drop it (§3.6).
                    wanted = PRODUCER.sub("", wanted)
                got = MODULE_NAME.sub(r"\1 @kernels", result.stdout)
                if got != wanted:
                    diff = [(a, b) for a, b in zip(wanted.splitlines(), got.splitlines())
                            if a != b][:1]
                    failures.append("%s at %s: printed differently: %s" % (where, version, diff))
    for failure in failures:
        print("FAIL:", failure)
    print("round trips: %d identical, %d refused for needing a newer version, "
          "%d refused as not expressible in bytecode, %d negative chunks skipped, %d failures"
          % (checked, refused, inexpressible, negative, len(failures)))
    return 1 if failures or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
