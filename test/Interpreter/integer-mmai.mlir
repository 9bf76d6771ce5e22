// mmai (tile-ir-ops.md §3.2): d = c + a·b with i8 inputs extended per their own signedness
// keyword, an i32 accumulator read signed, wrap-around modulo 2^32 ([U]), and the batched
// rank-3 form.
// RUN: tilec run %s --entry signedness | FileCheck %s --check-prefix=SIGN
// RUN: tilec run %s --entry extremes | FileCheck %s --check-prefix=EXTREME
// RUN: tilec run %s --entry batched | FileCheck %s --check-prefix=BATCH
// A 256x256x256 product (the interpreter takes well under a second for it).
// RUN: tilec run %s --entry large --arg ones:i8:256x256 --arg ones:i8:256x256 --arg iota:i32:256x256 | FileCheck %s --check-prefix=LARGE

cuda_tile.module @m {
  // a = [[1, 2, 3, 4], [-1, -2, -3, -4]], b = [[1, 0], [0, 1], [1, 1], [-1, 2]],
  // c = [[100, 0], [0, -100]].
  // signed x signed: row 0 = [1+3-4, 2+3+8] = [0, 13]; row 1 = [-1-3+4, -2-3-8] = [0, -13].
  // SIGN: result #0: tile<2x2xi32> = {{\[}}[100, 13],
  // SIGN-NEXT: [0, -113]]
  // unsigned a (row 1 = [255, 254, 253, 252]) x signed b:
  // row 1 = [255+253-252, 254+253+504] = [256, 1011].
  // SIGN: result #1: tile<2x2xi32> = {{\[}}[100, 13],
  // SIGN-NEXT: [256, 911]]
  // signed a x unsigned b (b[3] = [255, 2]): row 0 = [1+3+4*255, 13] = [1024, 13];
  // row 1 = [-1-3-4*255, -13] = [-1024, -13].
  // SIGN: result #2: tile<2x2xi32> = {{\[}}[1124, 13],
  // SIGN-NEXT: [-1024, -113]]
  // unsigned x unsigned: row 1 = [255+253+252*255, 254+253+252*2] = [64768, 1011].
  // SIGN: result #3: tile<2x2xi32> = {{\[}}[1124, 13],
  // SIGN-NEXT: [64768, 911]]
  testing$func @signedness() -> (tile<2x2xi32>, tile<2x2xi32>, tile<2x2xi32>, tile<2x2xi32>) {
    %a = constant <i8: [[1, 2, 3, 4], [-1, -2, -3, -4]]> : tile<2x4xi8>
    %b = constant <i8: [[1, 0], [0, 1], [1, 1], [-1, 2]]> : tile<4x2xi8>
    %c = constant <i32: [[100, 0], [0, -100]]> : tile<2x2xi32>
    %0 = mmai %a, %b, %c signed signed : tile<2x4xi8>, tile<4x2xi8>, tile<2x2xi32>
    %1 = mmai %a, %b, %c unsigned signed : tile<2x4xi8>, tile<4x2xi8>, tile<2x2xi32>
    %2 = mmai %a, %b, %c signed unsigned : tile<2x4xi8>, tile<4x2xi8>, tile<2x2xi32>
    %3 = mmai %a, %b, %c unsigned unsigned : tile<2x4xi8>, tile<4x2xi8>, tile<2x2xi32>
    return %0, %1, %2, %3 : tile<2x2xi32>, tile<2x2xi32>, tile<2x2xi32>, tile<2x2xi32>
  }

  // [-1, -1] . [-1, -1]: signed 1+1 = 2; unsigned 255*255*2 = 130050; mixed -255*2 = -510.
  // EXTREME: result #0: tile<1x1xi32> = {{\[}}[2]]
  // EXTREME: result #1: tile<1x1xi32> = {{\[}}[130050]]
  // EXTREME: result #2: tile<1x1xi32> = {{\[}}[-510]]
  // -128 * -128 * 2 = 32768 on top of MAX = 2^31 - 1 wraps to -2^31 + 32767.
  // EXTREME: result #3: tile<1x1xi32> = {{\[}}[-2147450881]]
  testing$func @extremes() -> (tile<1x1xi32>, tile<1x1xi32>, tile<1x1xi32>, tile<1x1xi32>) {
    %a = constant <i8: -1> : tile<1x2xi8>
    %b = constant <i8: -1> : tile<2x1xi8>
    %c = constant <i32: 0> : tile<1x1xi32>
    %0 = mmai %a, %b, %c signed signed : tile<1x2xi8>, tile<2x1xi8>, tile<1x1xi32>
    %1 = mmai %a, %b, %c unsigned unsigned : tile<1x2xi8>, tile<2x1xi8>, tile<1x1xi32>
    %2 = mmai %a, %b, %c signed unsigned : tile<1x2xi8>, tile<2x1xi8>, tile<1x1xi32>
    %x = constant <i8: -128> : tile<1x2xi8>
    %y = constant <i8: -128> : tile<2x1xi8>
    %max = constant <i32: 2147483647> : tile<1x1xi32>
    %3 = mmai %x, %y, %max signed signed : tile<1x2xi8>, tile<2x1xi8>, tile<1x1xi32>
    return %0, %1, %2, %3 : tile<1x1xi32>, tile<1x1xi32>, tile<1x1xi32>, tile<1x1xi32>
  }

  // Batch 0: 10 + [1, 2] . [3, 4] = 21; batch 1: 0 + [-1, 5] . [6, -7] = -6 - 35 = -41.
  // Unsigned a in batch 1: 255*6 - 35 = 1495.
  // BATCH: result #0: tile<2x1x1xi32> = {{\[}}{{\[}}[21]],
  // BATCH-EMPTY:
  // BATCH-NEXT: {{\[}}[-41]]]
  // BATCH: result #1: tile<2x1x1xi32> = {{\[}}{{\[}}[21]],
  // BATCH-EMPTY:
  // BATCH-NEXT: {{\[}}[1495]]]
  testing$func @batched() -> (tile<2x1x1xi32>, tile<2x1x1xi32>) {
    %a = constant <i8: [[[1, 2]], [[-1, 5]]]> : tile<2x1x2xi8>
    %b = constant <i8: [[[3], [4]], [[6], [-7]]]> : tile<2x2x1xi8>
    %c = constant <i32: [[[10]], [[0]]]> : tile<2x1x1xi32>
    %0 = mmai %a, %b, %c signed signed : tile<2x1x2xi8>, tile<2x2x1xi8>, tile<2x1x1xi32>
    %1 = mmai %a, %b, %c unsigned signed : tile<2x1x2xi8>, tile<2x2x1xi8>, tile<2x1x1xi32>
    return %0, %1 : tile<2x1x1xi32>, tile<2x1x1xi32>
  }

  // All-ones inputs add K = 256 to c[i][j] = 256 i + j (printed summarised, NumPy style).
  // LARGE: result #0: tile<256x256xi32> = {{\[}}[256, 257, 258, ..., 509, 510, 511],
  // LARGE: [65536, 65537, 65538, ..., 65789, 65790, 65791]]
  testing$func @large(%a: tile<256x256xi8>, %b: tile<256x256xi8>, %c: tile<256x256xi32>)
      -> tile<256x256xi32> {
    %d = mmai %a, %b, %c signed unsigned : tile<256x256xi8>, tile<256x256xi8>, tile<256x256xi32>
    return %d : tile<256x256xi32>
  }
}
