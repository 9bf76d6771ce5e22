// Found by a hand-written probe while fuzzing the interpreter: print_tko honoured any field width
// or precision, so `%1000000000d` over a tile built gigabytes of text (one per element) until the
// host ran out of memory. Widths and precisions above 4096 are errors, and so is more than
// 256 MiB of text from one print; nothing is printed then.
// RUN: not tilec run %s --entry wide 2>&1 | FileCheck %s --check-prefix=WIDE
// WIDE: fuzz-print-size.mlir:28:10: error: print_tko: field width 1000000000 in '%1000000000d' exceeds 4096, the most the interpreter renders (in tile block (0, 0, 0))
// A width too large for any integer type is refused alike.
// RUN: not tilec run %s --entry huge_width 2>&1 | FileCheck %s --check-prefix=HUGE
// HUGE: error: print_tko: field width 99999999999999999999 in '%99999999999999999999x' exceeds 4096, the most the interpreter renders (in tile block (0, 0, 0))
// RUN: not tilec run %s --entry precise 2>&1 | FileCheck %s --check-prefix=PRECISE
// PRECISE: error: print_tko: precision 4097 in '%-3.4097f' exceeds 4096, the most the interpreter renders (in tile block (0, 0, 0))

// At the bound: 4096 characters, the value right-aligned in the field.
// RUN: tilec run %s --entry at_bound | FileCheck %s --check-prefix=BOUND
// BOUND: {{^ +}}7|
// BOUND-NEXT: result #0: tile<i32> = 4096

// 65536 elements padded to 4096 characters each (plus ", ") pass 256 MiB before the end.
// RUN: not tilec run %s --entry long 2>&1 | FileCheck %s --check-prefix=LONG
// LONG: error: print_tko: the text exceeds 256 MiB, the most the interpreter prints at once (in tile block (0, 0, 0))

// `%N%d` takes two operands (`%N%` is a conversion of its own), so that width is checked too.
// RUN: not tilec run %s --entry percent 2>&1 | FileCheck %s --check-prefix=PERCENT
// PERCENT: error: print_tko: field width 99999999999999 in '%99999999999999' exceeds 4096, the most the interpreter renders (in tile block (0, 0, 0))
cuda_tile.module @m {
  testing$func @wide() {
    %x = iota : tile<1024xi32>
    %t = print_tko "%1000000000d\n", %x : tile<1024xi32> -> token
    return
  }
  testing$func @huge_width() {
    %x = constant <i32: 1> : tile<i32>
    %t = print_tko "%99999999999999999999x\n", %x : tile<i32> -> token
    return
  }
  testing$func @precise() {
    %x = constant <f32: 1.0> : tile<f32>
    %t = print_tko "%.4096f %-3.4097f\n", %x, %x : tile<f32>, tile<f32> -> token
    return
  }
  testing$func @at_bound() -> tile<i32> {
    %x = constant <i32: 7> : tile<i32>
    %t = print_tko "%4096d|\n", %x : tile<i32> -> token
    %n = constant <i32: 4096> : tile<i32>
    return %n : tile<i32>
  }
  testing$func @long() {
    %x = iota : tile<65536xi32>
    %t = print_tko "%4096d\n", %x : tile<65536xi32> -> token
    return
  }
  testing$func @percent() {
    %x = constant <i32: 1> : tile<i32>
    %t = print_tko "100%99999999999999%d\n", %x, %x : tile<i32>, tile<i32> -> token
    return
  }
}
