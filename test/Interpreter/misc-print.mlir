// print_tko (tile-ir-ops.md §1.7, §3.9): printf-style output. Conversion specifications keep
// their C meaning (flags, width, precision); each applies to every element of its tile
// operand, row-major, in nested brackets. The rules for what C leaves undefined (length
// modifiers, mismatched operands, %p, %s, %n) are those of lib/Runtime/PrintFormat.cpp.

// RUN: tilec run %s --entry integers | FileCheck %s --check-prefix=INT
// -5 as i32: unsigned 2^32 - 5 = 4294967291 = 0xfffffffb = 037777777773.
// INT: d=-5 i=-5 u=4294967291 x=fffffffb X=FFFFFFFB o=37777777773
// Flags and widths as in C.
// INT-NEXT: |   -5|-5   |-0005|+7|   7| 7|0xff|
// -5 as i8 unsigned is 251 = 0xfb.
// INT-NEXT: i8: -5 251 fb
// Length modifiers are ignored: the element type fixes the width (300 stays 300 under %hhd).
// INT-NEXT: i64: -9223372036854775808 -9223372036854775808 300
// i1 prints 0/1 (a C bool) under signed and unsigned conversions, and as the driver does
// under %s.
// INT-NEXT: i1: 1 1 0 true false
// %c prints the low 8 bits (0x142 -> 0x42 = 'B').
// INT-NEXT: c: A B|  A|
// Integers under float conversions print their value.
// INT-NEXT: as float: -3.000000 2.5e+02

// RUN: tilec run %s --entry floats | FileCheck %s --check-prefix=FLOAT
// FLOAT: f=1.500000 .2f=1.50 e=1.500000e+00 E=1.500000E+00 g=1.5 G=1.5 a=0x1.8p+0 A=0X1.8P+0
// FLOAT-NEXT: |     1.500|1.5     |+1.5|
// f16 0.1 is exactly 0.0999755859375; f64 0.1 needs 17 significant digits.
// FLOAT-NEXT: f16: 0.0999755859375 0.0999756 f64: 0.10000000000000001
// bf16 3.140625, f8E5M2 -0.375, f4E2M1FN 6 and 0.5 (tile of 2), tf32 1.5.
// FLOAT-NEXT: small: 3.140625 -0.375 [6.0, 0.5] 1.5
// NaN prints without a sign; infinities with theirs.
// FLOAT-NEXT: special: nan inf -inf|  inf| -0.0
// Integer conversions show the encoding: f32 1.5 = 0x3fc00000, f16 1.0 = 0x3c00, f32 -2.0
// = 0xc0000000 = -1073741824 as a signed i32, tf32 1.5 in its f32 container.
// FLOAT-NEXT: bits: 3fc00000 3c00 -1073741824 3fc00000
// %s prints the shortest decimal that reads back (f32 0.1 -> 0.1), right-aligned in 6.
// FLOAT-NEXT: s: 0.1|   0.1|

// RUN: tilec run %s --entry tiles | FileCheck %s --check-prefix=TILES
// TILES: v=[1, 2, 3, 4]
// TILES-NEXT: m={{\[}}[0.5, 1.5], [2.5, 3.5]]
// TILES-NEXT: t={{\[\[\[}}0, 1], [2, 3]], {{\[\[}}4, 5], [6, 7]]]
// TILES-NEXT: w=[  1,  -2] and s=7
// TILES-NEXT: b=[true, false]

// RUN: tilec run %s --entry others | FileCheck %s --check-prefix=OTHERS
// OTHERS: 100% done, 5%
// OTHERS-NEXT: n:<>
// OTHERS-NEXT: p:0xff|    0xff|0xff    |
// OTHERS-NEXT: no operands
// OTHERS-NEXT: chained after it

// Conversions as print_tko's verifier counts them: one that ends at a later `%` takes an
// operand and prints it as %s would, with the flags, width and precision after its `%`; the
// characters after those print as they stand, and that `%` starts the next conversion. The
// last conversion of "<%, %, %> done" is `%> d`, whose stray `> ` is dropped.
// RUN: tilec run %s --entry scanned | FileCheck %s --check-prefix=SCANNED
// SCANNED: {{^}}<1, 2, 3one{{$}}
// SCANNED-NEXT: {{^}}[1   ,   2|ff]{{$}}
// SCANNED-NEXT: {{^}}1.5>  true[-1, 0]|{{$}}
// SCANNED-NEXT: {{^}}100% %[1, 2]%{{$}}

// A pointer prints its host address under %p (the value differs from run to run).
// RUN: tilec run %s --entry pointer --arg zeros:f32:4 | FileCheck %s --check-prefix=PTR
// PTR: p=0x{{[0-9a-f]+}} x={{[0-9a-f]+}}{{$}}

// Prints in a loop appear in iteration order, in every tile block.
// RUN: tilec run %s --entry in_loop --grid 2 | FileCheck %s --check-prefix=LOOP
// LOOP: i=0
// LOOP-NEXT: i=1
// LOOP-NEXT: i=0
// LOOP-NEXT: i=1

cuda_tile.module @m {
  testing$func @integers() {
    %m5 = constant <i32: -5> : tile<i32>
    %p7 = constant <i32: 7> : tile<i32>
    %ff = constant <i32: 255> : tile<i32>
    %b5 = constant <i8: -5> : tile<i8>
    %min = constant <i64: -9223372036854775808> : tile<i64>
    %k300 = constant <i32: 300> : tile<i32>
    %t = constant <i1: true> : tile<i1>
    %f = constant <i1: false> : tile<i1>
    %a = constant <i8: 65> : tile<i8>
    %b = constant <i32: 0x142> : tile<i32>
    %m3 = constant <i16: -3> : tile<i16>
    %k250 = constant <i64: 250> : tile<i64>
    %t0 = print_tko "d=%d i=%i u=%u x=%x X=%X o=%o\n", %m5, %m5, %m5, %m5, %m5, %m5
        : tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32> -> token
    %t1 = print_tko "|%5d|%-5d|%05d|%+d|%4d|% d|%#x|\n", %m5, %m5, %m5, %p7, %p7, %p7, %ff
        : tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32> -> token
    %t2 = print_tko "i8: %d %u %x\n", %b5, %b5, %b5 : tile<i8>, tile<i8>, tile<i8> -> token
    %t3 = print_tko "i64: %d %lld %hhd\n", %min, %min, %k300 : tile<i64>, tile<i64>, tile<i32> -> token
    %t4 = print_tko "i1: %d %u %x %s %s\n", %t, %t, %f, %t, %f
        : tile<i1>, tile<i1>, tile<i1>, tile<i1>, tile<i1> -> token
    %t5 = print_tko "c: %c %c|%3c|\n", %a, %b, %a : tile<i8>, tile<i32>, tile<i8> -> token
    %t6 = print_tko "as float: %f %.1e\n", %m3, %k250 : tile<i16>, tile<i64> -> token
    return
  }

  testing$func @floats() {
    %x = constant <f32: 1.5> : tile<f32>
    %h = constant <f16: 0.1> : tile<f16>
    %d = constant <f64: 0.1> : tile<f64>
    %bf = constant <bf16: 3.140625> : tile<bf16>
    %e5 = constant <f8E5M2: -0.375> : tile<f8E5M2>
    %f4 = constant <f4E2M1FN: [6.0, 0.5]> : tile<2xf4E2M1FN>
    %tf = constant <tf32: 1.5> : tile<tf32>
    %nan = constant <f32: 0xFFC00000> : tile<f32>
    %inf = constant <f32: 0x7F800000> : tile<f32>
    %ninf = constant <f32: 0xFF800000> : tile<f32>
    %nz = constant <f64: -0.0> : tile<f64>
    %one = constant <f16: 1.0> : tile<f16>
    %m2 = constant <f32: -2.0> : tile<f32>
    %tenth = constant <f32: 0.1> : tile<f32>
    %t0 = print_tko "f=%f .2f=%.2f e=%e E=%E g=%g G=%G a=%a A=%A\n", %x, %x, %x, %x, %x, %x, %x, %x
        : tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32> -> token
    %t1 = print_tko "|%10.3f|%-8.1f|%+.1f|\n", %x, %x, %x : tile<f32>, tile<f32>, tile<f32> -> token
    %t2 = print_tko "f16: %.13f %g f64: %.17g\n", %h, %h, %d : tile<f16>, tile<f16>, tile<f64> -> token
    %t3 = print_tko "small: %f %.3f %.1f %.1f\n", %bf, %e5, %f4, %tf
        : tile<bf16>, tile<f8E5M2>, tile<2xf4E2M1FN>, tile<tf32> -> token
    %t4 = print_tko "special: %f %f %f|%5.1f| %.1f\n", %nan, %inf, %ninf, %inf, %nz
        : tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f64> -> token
    %t5 = print_tko "bits: %x %x %d %x\n", %x, %one, %m2, %tf
        : tile<f32>, tile<f16>, tile<f32>, tile<tf32> -> token
    %t6 = print_tko "s: %s|%6s|\n", %tenth, %tenth : tile<f32>, tile<f32> -> token
    return
  }

  testing$func @tiles() {
    %v = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %m = constant <f32: [[0.5, 1.5], [2.5, 3.5]]> : tile<2x2xf32>
    %t = constant <i8: [[[0, 1], [2, 3]], [[4, 5], [6, 7]]]> : tile<2x2x2xi8>
    %w = constant <i16: [1, -2]> : tile<2xi16>
    %s = constant <i16: 7> : tile<i16>
    %b = constant <i1: [true, false]> : tile<2xi1>
    %t0 = print_tko "v=%d\n", %v : tile<4xi32> -> token
    %t1 = print_tko "m=%.1f\n", %m : tile<2x2xf32> -> token
    %t2 = print_tko "t=%d\n", %t : tile<2x2x2xi8> -> token
    %t3 = print_tko "w=%3d and s=%d\n", %w, %s : tile<2xi16>, tile<i16> -> token
    %t4 = print_tko "b=%s\n", %b : tile<2xi1> -> token
    return
  }

  testing$func @others() {
    %five = constant <i32: 5> : tile<i32>
    %ff = constant <i64: 255> : tile<i64>
    %t0 = print_tko "100%% done, %d%%\n", %five : tile<i32> -> token
    %t1 = print_tko "n:<%n>\n", %five : tile<i32> -> token
    %t2 = print_tko "p:%p|%8p|%-8p|\n", %ff, %ff, %ff : tile<i64>, tile<i64>, tile<i64> -> token
    %t3 = print_tko "no operands\n" -> token
    %t4 = print_tko "chained after it\n" token=%t3 -> token
    return
  }

  testing$func @scanned() {
    %one = constant <i32: 1> : tile<i32>
    %two = constant <i32: 2> : tile<i32>
    %three = constant <i32: 3> : tile<i32>
    %ff = constant <i32: 255> : tile<i32>
    %x = constant <f32: 1.5> : tile<f32>
    %t = constant <i1: true> : tile<i1>
    %v = constant <i8: [-1, 0]> : tile<2xi8>
    %w = constant <i16: [1, 2]> : tile<2xi16>
    %t0 = print_tko "<%, %, %> done\n", %one, %two, %three
        : tile<i32>, tile<i32>, tile<i32> -> token
    %t1 = print_tko "[%-4, %3.1|%x]\n", %one, %two, %ff : tile<i32>, tile<i32>, tile<i32> -> token
    %t2 = print_tko "%-> %5%d|\n", %x, %t, %v : tile<f32>, tile<i1>, tile<2xi8> -> token
    %t3 = print_tko "100%% %%%d%%\n", %w : tile<2xi16> -> token
    return
  }

  entry @pointer(%p: tile<ptr<f32>>) {
    %t = print_tko "p=%p x=%x\n", %p, %p : tile<ptr<f32>>, tile<ptr<f32>> -> token
    return
  }

  entry @in_loop() {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %two = constant <i32: 2> : tile<i32>
    for %i in (%zero to %two, step %one) : tile<i32> {
      %t = print_tko "i=%d\n", %i : tile<i32> -> token
    }
    return
  }
}
