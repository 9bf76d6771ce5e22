// tilec-opt reads Tile IR text, Tile IR bytecode and tinytc text. --tile-ir-version checks Tile
// IR input only; given for tinytc input (by extension or --x=tinytc, from a file or stdin) it
// is an error rather than a check that silently did not run. Its --help text says so.
// RUN: split-file %s %t
// RUN: tilec-opt %t/prog.ir | FileCheck %s --check-prefix=TINYTC
// RUN: tilec-opt --x=tinytc < %t/prog.ir | FileCheck %s --check-prefix=TINYTC
// RUN: not tilec-opt --tile-ir-version=13.3 %t/prog.ir 2>&1 | FileCheck %s --check-prefix=VERSION
// RUN: not tilec-opt --tile-ir-version=13.5 %t/prog.ir -o %t/out.ir 2>&1 | FileCheck %s --check-prefix=VERSION
// RUN: not tilec-opt --tile-ir-version 13.4 --x=tinytc < %t/prog.ir 2>&1 | FileCheck %s --check-prefix=VERSION
// RUN: not test -e %t/out.ir
// Tile IR text, from a file or stdin, is checked.
// RUN: tilec-opt --tile-ir-version=13.3 %t/kernel.mlir | FileCheck %s --check-prefix=TILE
// RUN: tilec-opt --tile-ir-version=13.3 < %t/kernel.mlir | FileCheck %s --check-prefix=TILE
// RUN: tilec-opt --help | FileCheck %s --check-prefix=HELP

// TINYTC: func @id(%a: i32) {
// VERSION: error: --tile-ir-version applies to Tile IR input only (text or bytecode), not to tinytc input
// TILE: entry @k(%arg0: tile<f32>)
// HELP: --tile-ir-version=<string> {{.*}}Checks Tile IR text and bytecode input alike (a bytecode file's own version is separate); with tinytc input it is an error

//--- prog.ir
func @id(%a: i32) {
}

//--- kernel.mlir
cuda_tile.module @m {
  entry @k(%x: tile<f32>) {
    return
  }
}
