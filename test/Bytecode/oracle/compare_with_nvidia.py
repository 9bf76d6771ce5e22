#!/usr/bin/env python3
"""Checks tilec's bytecode writer and reader against NVIDIA's own tools, used as black-box oracles.

Not run by lit or ctest: NVIDIA's tools are not part of the build. Run it by hand with the directory
holding `tileirdisasm` and `tileiras` (from the pip wheel `nvidia-cuda-tileiras`, unzipped):

  PATH=$BUILD/bin:$PATH python3 compare_with_nvidia.py SRC_ROOT TOOLS_DIR [--gpu-name sm_100] [-v]

Writer check: every module of the dialect's lit tests and of the examples (the same enumeration as
Inputs/roundtrip_corpus.py) is written with `tilec-translate -mlir-to-cudatilebc` at every version
it fits; `tileirdisasm` must accept the bytes and print the same module our reader prints from them
(compared after normalize() below), and `tileiras` must get past reading the bytes. Without a CUDA
install tileiras fails later, in libNVVM, with exit code 5 ("failed to compile Tile IR program");
a reading or verification failure is any other non-zero exit, which is what is counted as a reject.

Modules whose functions are `testing$func`s (most dialect tests) cannot be bytecode; as_entries()
turns them into entries (non-scalar parameters become constants or tokens) so that NVIDIA's reader
still sees their ops. Known false positives of normalize(): region arguments that tilec names
alike in two regions of one function (%arg4 in two reduce bodies), and printer spellings that
belong to the dialect, not to bytecode (see the lead's report: `pow`/`fpowf`, `insert`,
`memory_fence_alias_tko %t`).

Reader check: every NVIDIA-produced file in Inputs/cutile/*.hex is read by tileirdisasm and by
`tilec-translate -cudatilebc-to-mlir`; both must print the same module.
"""
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
VERSIONS = ["13.1", "13.2", "13.3", "13.4"]
# tileiras exits with 5 when the module was read and verified but code generation (libNVVM) failed;
# on a machine without a CUDA toolkit that is as far as it can get.
TILEIRAS_CODEGEN_FAILED = 5


def run(args, text=None):
    return subprocess.run(args, input=text, capture_output=True, text=text is not None)


def normalize(text):
    """Removes what differs between the two printers only in spelling: tileirdisasm prints the
    module's body without the `cuda_tile.module @name {` wrapper and its indentation, sometimes
    two spaces where one would do, and its own SSA value names."""
    body = text.decode() if isinstance(text, bytes) else text
    out = []
    for line in body.splitlines():
        stripped = line.strip()
        if not stripped or re.match(r"^cuda_tile\.module @[\w$.\-]+( attributes \{.*\})? \{$", stripped):
            continue
        out.append(re.sub(r" {2,}", " ", stripped))
    # The wrapper's closing brace is the last line of our output.
    if out and out[-1] == "}" and "cuda_tile.module" in body:
        out.pop()
    # SSA value names are chosen by the printer, not stored in bytecode: number them in order of
    # appearance. Integer hint values carry no type in NVIDIA's printer (`occupancy = -1` for an
    # i8 value), so drop that suffix inside optimization_hints too.
    # Each function is its own naming scope.
    renamed, names = [], {}
    rename = lambda m: names.setdefault(m.group(0), "%%v%d" % len(names))
    for line in out:
        if line.startswith(("entry ", "global ", "experimental$func ")):
            names.clear()
        renamed.append(re.sub(r"%[\w$.\-]+", rename, line))
    out = renamed
    hints = lambda m: re.sub(r"(= -?\d+) : i\d+", r"\1", m.group(0))
    return [re.sub(r"optimization_hints=<.*?> \{", hints, line) for line in out]


def module_chunks(src_root):
    files = sorted(glob.glob(os.path.join(src_root, "test/Dialect/CudaTile/*.mlir")) +
                   glob.glob(os.path.join(src_root, "examples/*.mlir")))
    for path in files:
        parts = re.split(r"(?m)^//--- .*$", open(path).read())
        chunks = [chunk for part in parts for chunk in part.split("// -----")]
        for index, chunk in enumerate(chunks):
            yield "%s (chunk %d)" % (os.path.relpath(path, src_root), index), chunk


def split_modules(printed):
    """tilec-opt prints a file with several cuda_tile.modules inside one builtin module; bytecode
    holds one cuda_tile.module, so each is written on its own."""
    if printed.startswith("cuda_tile.module"):
        return [printed]
    modules, current = [], None
    for line in printed.splitlines():
        if line.startswith("  cuda_tile.module"):
            current = []
        if current is not None:
            current.append(line[2:])
            if line == "  }":
                modules.append("\n".join(current) + "\n")
                current = None
    return modules


def split_params(text):
    """Splits `%a: T1, %b: T2` at the top-level commas (types contain commas in brackets)."""
    params, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        depth += ch in "<([{"
        depth -= ch in ">)]}"
        if ch == "," and depth == 0:
            params.append(text[start:i].strip())
            start = i + 1
    if text.strip():
        params.append(text[start:].strip())
    return params


def materialize(name, type_):
    """An op that defines `name` with `type_` inside an entry, or None."""
    if type_ == "token":
        return "%s = make_token : token" % name
    m = re.fullmatch(r"tile<(?:[\dx]+x)?(i1|i\d+|f\d+|bf16|tf32|f8\w+)>", type_)
    if not m or re.fullmatch(r"tile<[a-z]\w*>", type_):
        return None  # rank 0 stays a parameter; pointers and views cannot be made
    value = "false" if m.group(1) == "i1" else ("0" if m.group(1).startswith("i") else "0.0")
    return "%s = constant <%s: %s> : %s" % (name, m.group(1), value, type_)


def as_entries(module):
    """Turns `testing$func`s, which bytecode cannot hold, into entries so that NVIDIA's reader
    sees their ops: parameters other than rank-0 tiles become constants/tokens defined in the
    body, and returned values are dropped."""
    lines, out = module.splitlines(), []
    i = 0
    while i < len(lines):
        line = lines[i]
        m = re.match(r"^(\s*)testing\$func @([\w$.\-]+)\((.*)\)( -> .*?)? \{$", line)
        if not m:
            out.append(line)
            i += 1
            continue
        indent, name, params, defs = m.group(1), m.group(2), [], []
        for param in split_params(m.group(3)):
            pname, ptype = param.split(": ", 1)
            made = materialize(pname, ptype)
            if made:
                defs.append(indent + "  " + made)
            else:
                params.append(param)
        out.append("%sentry @%s(%s) {" % (indent, name, ", ".join(params)))
        out.extend(defs)
        i += 1
        # Inside this function, only its own return (at the body's indentation) ends it.
        while i < len(lines) and lines[i] != indent + "}":
            if re.match(r"^%s  return\b" % re.escape(indent), lines[i]):
                out.append(indent + "  return")
            else:
                out.append(lines[i])
            i += 1
    return "\n".join(out) + "\n"


def first_difference(a, b):
    for x, y in zip(a, b):
        if x != y:
            return "nvidia: %s | tilec: %s" % (x, y)
    return "line counts differ (nvidia %d, tilec %d)" % (len(a), len(b))


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("-")]
    verbose = "-v" in sys.argv
    gpu = "sm_100"
    if "--gpu-name" in sys.argv:
        gpu = sys.argv[sys.argv.index("--gpu-name") + 1]
        args.remove(gpu)
    src_root, tools = args[0], args[1]
    disasm, assembler = os.path.join(tools, "tileirdisasm"), os.path.join(tools, "tileiras")
    opt, translate = shutil.which("tilec-opt"), shutil.which("tilec-translate")
    if not opt or not translate:
        print("FAIL: tilec-opt and tilec-translate must be on PATH")
        return 1
    tmp = tempfile.mkdtemp(prefix="tilec-oracle-")
    bc = os.path.join(tmp, "m.tileirbc")
    written = disasm_ok = same = tileiras_ok = 0
    problems = []
    modules = refused = entries = 0
    for where, chunk in module_chunks(src_root):
        printed = run([opt, "-allow-unregistered-dialect"], chunk)
        if printed.returncode != 0:
            continue
        for number, module in enumerate(split_modules(printed.stdout)):
            modules += 1
            # The dialect tests put most ops in `testing$func`s, which bytecode cannot hold;
            # as entries they still exercise every op's encoding (see as_entries).
            as_entry = as_entries(module) if "testing$func @" in module else module
            if as_entry != module:
                module, where_as = as_entry, where + " (testing$func as entry)"
                entries += 1
            else:
                where_as = where
            for version in VERSIONS:
                result = run([translate, "-mlir-to-cudatilebc", "-allow-unregistered-dialect",
                              "-bytecode-version=" + version, "-o", bc], module)
                if result.returncode != 0:
                    refused += 1  # the version cannot hold this module (see roundtrip_corpus.py)
                    continue
                written += 1
                tag = "%s module %d at %s" % (where_as, number, version)
                nv = run([disasm, bc])
                if nv.returncode != 0:
                    problems.append("%s: tileirdisasm rejects: %s" % (tag, nv.stderr.decode().strip()))
                else:
                    disasm_ok += 1
                    ours = run([translate, "-cudatilebc-to-mlir", bc])
                    a, b = normalize(nv.stdout), normalize(ours.stdout)
                    if a == b:
                        same += 1
                    else:
                        problems.append("%s: printed differently: %s" % (tag, first_difference(a, b)))
                asm = run([assembler, "--gpu-name", gpu, bc, "-o", os.path.join(tmp, "m.cubin")])
                if asm.returncode in (0, TILEIRAS_CODEGEN_FAILED):
                    tileiras_ok += 1
                else:
                    problems.append("%s: tileiras rejects: %s" % (tag, asm.stderr.decode().strip()))
                if verbose:
                    print("checked", tag)
    read_total = read_same = 0
    for hex_path in sorted(glob.glob(os.path.join(HERE, "..", "Inputs", "cutile", "*.hex"))):
        with open(hex_path) as f:
            data = bytes.fromhex("".join(f.read().split()))
        with open(bc, "wb") as f:
            f.write(data)
        read_total += 1
        nv, ours = run([disasm, bc]), run([translate, "-cudatilebc-to-mlir", bc])
        name = os.path.basename(hex_path)
        if nv.returncode != 0 or ours.returncode != 0:
            problems.append("reader %s: tileirdisasm rc %d, tilec rc %d: %s" % (
                name, nv.returncode, ours.returncode, ours.stderr.decode().strip()))
        elif normalize(nv.stdout) != normalize(ours.stdout):
            problems.append("reader %s: printed differently: %s" % (
                name, first_difference(normalize(nv.stdout), normalize(ours.stdout))))
        else:
            read_same += 1
    shutil.rmtree(tmp)
    for problem in problems:
        print("DIFF:", problem)
    print("writer: %d modules (%d with testing$func made entries), %d (module, version) pairs "
          "refused by our writer" % (modules, entries, refused))
    print("writer: %d files written, tileirdisasm accepted %d and printed %d identically, "
          "tileiras accepted %d; reader: %d of %d NVIDIA-produced files read identically"
          % (written, disasm_ok, same, tileiras_ok, read_same, read_total))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
