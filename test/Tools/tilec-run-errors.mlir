// Command-line and input errors of `tilec run` are explained, with exit code 1.
// RUN: not tilec run %s 2>&1 | FileCheck %s --check-prefix=SEVERAL
// SEVERAL: tilec: error: {{.*}} has several entries (scale, pair); choose one with --entry
// RUN: not tilec run %s --entry nope 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: tilec: error: {{.*}} has no entry named 'nope' (it has scale, pair)
// RUN: not tilec run %s --entry scale --arg zeros:f32:4 2>&1 | FileCheck %s --check-prefix=COUNT
// COUNT: tilec: error: the kernel takes 2 arguments (%x: tile<ptr<f32>>, %n: tile<i32>), but 1 was given
// RUN: not tilec run %s --entry scale --arg 3 --arg 4 2>&1 | FileCheck %s --check-prefix=NOTBUFFER
// NOTBUFFER: tilec: error: argument #0 (%x: tile<ptr<f32>>): expected a buffer (a .npy file or GEN:KIND:SHAPE such as zeros:f32:128), got '3'
// RUN: not tilec run %s --entry scale --arg zeros:i32:4 --arg 4 2>&1 | FileCheck %s --check-prefix=ELEMTYPE
// ELEMTYPE: tilec: error: argument #0 (%x: tile<ptr<f32>>): buffer 'zeros:i32:4': element type i32 does not match
// RUN: not tilec run %s --entry scale --arg zeros:f32:4 --arg 5000000000 2>&1 | FileCheck %s --check-prefix=RANGE
// RANGE: tilec: error: argument #1 (%n: tile<i32>): '5000000000' does not fit in i32
// RUN: not tilec run %s --entry scale --arg zeros:f32:4 --arg 1.5 2>&1 | FileCheck %s --check-prefix=NOTINT
// NOTINT: tilec: error: argument #1 (%n: tile<i32>): '1.5' is not an integer
// RUN: not tilec run %s --entry scale --arg %t.missing.npy --arg 1 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: tilec: error: argument #0 (%x: tile<ptr<f32>>): {{.*}}missing.npy
// RUN: not tilec run %s --entry scale --grid 0 --arg zeros:f32:4 --arg 1 2>&1 | FileCheck %s --check-prefix=GRID
// GRID: tilec: error: --grid expects X[,Y[,Z]] with positive extents below 2^24, got '0'
// RUN: not tilec run %s --entry scale --grid 1,2,3,4 --arg zeros:f32:4 --arg 1 2>&1 | FileCheck %s --check-prefix=GRID4
// GRID4: tilec: error: --grid expects X[,Y[,Z]]
// RUN: not tilec run %s --entry scale --arg zeros:f32:4 --arg 1 --out y=%t.npy 2>&1 | FileCheck %s --check-prefix=OUT
// OUT: tilec: error: --out y={{.*}}: the kernel has no buffer argument y
// RUN: not tilec run %s --entry scale --arg zeros:f32:4 --arg 1 --out x 2>&1 | FileCheck %s --check-prefix=OUTSYNTAX
// OUTSYNTAX: tilec: error: --out expects NAME=FILE.npy, got 'x'
// A generated buffer beyond 2^32 elements (or whose element count overflows) is an error, not
// an allocation failure.
// RUN: not tilec run %s --entry scale --arg zeros:f32:1000000000000 --arg 1 2>&1 | FileCheck %s --check-prefix=HUGE
// HUGE: tilec: error: argument #0 (%x: tile<ptr<f32>>): buffer 'zeros:f32:1000000000000': shape '1000000000000' has more than 2^32 elements
// RUN: not tilec run %s --entry scale --arg zeros:f32:4294967296x4294967296 --arg 1 2>&1 | FileCheck %s --check-prefix=OVERFLOW
// OVERFLOW: tilec: error: argument #0 (%x: tile<ptr<f32>>): buffer 'zeros:f32:4294967296x4294967296': shape '4294967296x4294967296' has more than 2^32 elements
// A failed write of an --out file is an error, not an abort.
// RUN: not tilec run %s --entry scale --arg zeros:f32:4 --arg 1 --out x=/dev/full 2>&1 | FileCheck %s --check-prefix=FULL
// FULL: tilec: error: /dev/full: cannot write: No space left on device
// RUN: not tilec run %t.nonexistent.mlir 2>&1 | FileCheck %s --check-prefix=NOFILE
// NOFILE: tilec: error: cannot open input file
// RUN: not tilec 2>&1 | FileCheck %s --check-prefix=NOCOMMAND
// NOCOMMAND: tilec: error: no command given

// A buffer argument is printed and saved after the launch; the saved file reads back.
// RUN: tilec run %s --entry scale --arg iota:f32:2x2 --arg 3 --print --out x=%t.x.npy | FileCheck %s --check-prefix=PRINT
// PRINT: %x: f32[2x2] = {{\[}}[0, 1],
// PRINT-NEXT: [2, 3]]
// RUN: tilec run %s --entry pair --arg %t.x.npy --arg %t.x.npy | FileCheck %s --check-prefix=READBACK
// READBACK: result #0: tile<2x2xf32> = {{\[}}[0, 1],
// READBACK: result #1: tile<2x2xf32> = {{\[}}[0, 1],

cuda_tile.module @m {
  entry @scale(%x: tile<ptr<f32>>, %n: tile<i32>) {
    return
  }
  testing$func @pair(%a: tile<2x2xf32>, %b: tile<2x2xf32>) -> (tile<2x2xf32>, tile<2x2xf32>) {
    return %a, %b : tile<2x2xf32>, tile<2x2xf32>
  }
}
