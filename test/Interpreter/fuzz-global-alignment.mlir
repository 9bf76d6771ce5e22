// Found by a hand-written probe while fuzzing the interpreter: a global's alignment may be any
// non-negative i64, and a huge one overflowed the least common multiple with the natural
// alignment (a libstdc++ assertion) or asked the host for as many bytes. Storage that cannot be
// provided traps at get_global, in both modes.
// RUN: not tilec run %s --entry huge 2>&1 | FileCheck %s
// RUN: not tilec run %s --entry huge --unchecked 2>&1 | FileCheck %s
// CHECK: fuzz-global-alignment.mlir:17:10: error: get_global: cannot provide storage for global @far (the interpreter's allocas and globals hold at most 1 GiB at once) (in tile block (0, 0, 0))

// A large alignment that can be provided still works: 10^8 bytes (95 MiB of slack).
// RUN: tilec run %s --entry fits | FileCheck %s --check-prefix=FITS
// FITS: result #0: tile<i32> = 2
cuda_tile.module @m {
  global @far alignment = 9223372036854775807 <i32: [1, 2]> : tile<2xi32>
  global @big alignment = 100000000 <i32: [1, 2]> : tile<2xi32>

  testing$func @huge() -> tile<ptr<i32>> {
    %p = get_global @far : tile<ptr<i32>>
    return %p : tile<ptr<i32>>
  }

  testing$func @fits() -> tile<i32> {
    %p = get_global @big : tile<ptr<i32>>
    %c1 = constant <i32: 1> : tile<i32>
    %q = offset %p, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %v, %t = load_ptr_tko weak %q : tile<ptr<i32>> -> tile<i32>, token
    return %v : tile<i32>
  }
}
