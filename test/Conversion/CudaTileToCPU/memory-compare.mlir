// Pointer accesses, allocas and globals the interpreter tests leave out, run compiled and
// compared with the interpreter (lit runs `tilec run` with --compare-interpreter).

// Rank-0 lanes: a masked-off load takes its padding, an enabled one reads memory; a masked-off
// compare-and-swap returns its compare value and does not touch memory; a masked-off atomic
// add returns the undefined pattern 0xCDCDCDCD = -842150451.
// RUN: tilec run %s --entry scalar_masks --arg iota:i32:2 --print | FileCheck %s --check-prefix=SCALAR
// SCALAR: result #0: tile<i32> = 7
// SCALAR-NEXT: result #1: tile<i32> = 1
// SCALAR-NEXT: result #2: tile<i32> = 9
// SCALAR-NEXT: result #3: tile<i32> = -842150451
// SCALAR: %p: i32[2] = [0, 1]

// A 2x2 masked store of i1 lanes writes 0x00/0x01 bytes where enabled (bytes 1 and 2 get
// true and false). The masked f4E2M1FN store changes only the low nibbles of the enabled lanes'
// bytes: iota is [0, 1, 2, 3, 4, 4, 6, 6] in f4E2M1FN (5 rounds to even, 7 saturates), and
// the lanes at elements 0 and 4 write 6 and -0.5.
// RUN: tilec run %s --entry masked_small --arg iota:i8:4 --arg iota:f4E2M1FN:8 --print | FileCheck %s --check-prefix=SMALL
// SMALL: %b: i8[4] = [0, 1, 0, 3]
// SMALL: %f: f4E2M1FN[8] = [6, 1, 2, 3, -0.5, 4, 6, 6]

// Lanes of a rank-2 weak store are named by their indices.
// RUN: not tilec run %s --entry weak_race_2d --arg zeros:i32:4 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: error: store_ptr_tko: lanes [0, 1] and [1, 0] both write 0x{{[0-9a-f]+}} in one weak store, a data race: the elements of a weak store must write distinct locations

// Unchecked mode skips lanes that may not be written: a store to a constant global changes
// nothing, an atomic on it returns the undefined pattern.
// RUN: tilec run %s --unchecked --entry write_constant | FileCheck %s --check-prefix=RO
// RO: result #0: tile<2xi32> = [1, 2]
// RO-NEXT: result #1: tile<i32> = -842150451

// Unchecked mode performs misaligned atomics: bytes 1..4 of 0, 1, 2, ... as an i32 are
// 0x04030201 = 67305985; adding 1 and a compare-and-swap that fails leave 0x04030202.
// RUN: tilec run %s --unchecked --entry misaligned_atomics --arg iota:i8:8 --print | FileCheck %s --check-prefix=MISALIGNED
// MISALIGNED: result #0: tile<i32> = 67305985
// MISALIGNED-NEXT: result #1: tile<i32> = 67305986
// MISALIGNED: %p: i8[8] = [0, 2, 2, 3, 4, 5, 6, 7]

// A writable global keeps what a block stored; two get_globals give the same storage.
// RUN: tilec run %s --entry global_roundtrip | FileCheck %s --check-prefix=GLOBAL
// GLOBAL: result #0: tile<2xf64> = [2.5, -1]

// An alloca in one iteration is alive in the if nested in that iteration, and is a new
// object in the next one.
// RUN: tilec run %s --entry alloca_in_if | FileCheck %s --check-prefix=NESTED
// NESTED: result #0: tile<i32> = 6

// A pointer yielded out of the `if` whose branch made the alloca dangles.
// RUN: not tilec run %s --entry dangling_if 2>&1 | FileCheck %s --check-prefix=DANGLING-IF
// DANGLING-IF: error: store_ptr_tko: write of 8 bytes at 0x{{[0-9a-f]+}} is in alloca of 2 x i64 in tile block (0, 0, 0), whose lifetime has ended (in tile block (0, 0, 0))

// A pointer carried to the next iteration dangles there, before the iteration's own alloca.
// RUN: not tilec run %s --entry dangling_next_iteration 2>&1 | FileCheck %s --check-prefix=DANGLING-NEXT
// DANGLING-NEXT: error: load_ptr_tko: read of 2 bytes at 0x{{[0-9a-f]+}} is in alloca of 1 x f16 in tile block (0, 0, 0), whose lifetime has ended (in tile block (0, 0, 0))

// Blocks of a grid each have their own allocas; a failure names the tile block.
// RUN: not tilec run %s --entry alloca_overrun --grid 3 2>&1 | FileCheck %s --check-prefix=GRID
// GRID: error: load_ptr_tko: lane [2]: read of 4 bytes at 0x{{[0-9a-f]+}} is out of bounds of alloca of 2 x i32 in tile block (1, 0, 0) (byte offset 8, size 8) (in tile block (1, 0, 0))

cuda_tile.module @m {
  global constant @lut <i32: [1, 2]> : tile<2xi32>
  global @data <f64: [0.0, 0.0]> : tile<2xf64>

  testing$func @scalar_masks(%p: tile<ptr<i32>>) -> (tile<i32>, tile<i32>, tile<i32>, tile<i32>) {
    %t = constant <i1: true> : tile<i1>
    %f = constant <i1: false> : tile<i1>
    %pad = constant <i32: 7> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %nine = constant <i32: 9> : tile<i32>
    %q = offset %p, %one : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %a, %t0 = load_ptr_tko weak %q, %f, %pad : tile<ptr<i32>>, tile<i1>, tile<i32> -> tile<i32>, token
    %b, %t1 = load_ptr_tko weak %q, %t, %pad : tile<ptr<i32>>, tile<i1>, tile<i32> -> tile<i32>, token
    %c, %t2 = atomic_cas_tko relaxed device %q, %nine, %pad, %f : tile<ptr<i32>>, tile<i32>, tile<i1> -> tile<i32>, token
    %d, %t3 = atomic_rmw_tko relaxed device %q, add, %nine, %f : tile<ptr<i32>>, tile<i32>, tile<i1> -> tile<i32>, token
    return %a, %b, %c, %d : tile<i32>, tile<i32>, tile<i32>, tile<i32>
  }

  entry @masked_small(%b: tile<ptr<i8>>, %f: tile<ptr<f4E2M1FN>>) {
    %b1 = reshape %b : tile<ptr<i8>> -> tile<1x1xptr<i8>>
    %b4 = broadcast %b1 : tile<1x1xptr<i8>> -> tile<2x2xptr<i8>>
    %o = constant <i32: [[0, 1], [2, 3]]> : tile<2x2xi32>
    %q = offset %b4, %o : tile<2x2xptr<i8>>, tile<2x2xi32> -> tile<2x2xptr<i8>>
    %qb = ptr_to_ptr %q : tile<2x2xptr<i8>> -> tile<2x2xptr<i1>>
    %v = constant <i1: [[true, true], [false, true]]> : tile<2x2xi1>
    %m = constant <i1: [[false, true], [true, false]]> : tile<2x2xi1>
    %t0 = store_ptr_tko weak %qb, %v, %m : tile<2x2xptr<i1>>, tile<2x2xi1>, tile<2x2xi1> -> token
    %f1 = reshape %f : tile<ptr<f4E2M1FN>> -> tile<1xptr<f4E2M1FN>>
    %f4 = broadcast %f1 : tile<1xptr<f4E2M1FN>> -> tile<4xptr<f4E2M1FN>>
    %e = constant <i32: [0, 2, 4, 6]> : tile<4xi32>
    %qf = offset %f4, %e : tile<4xptr<f4E2M1FN>>, tile<4xi32> -> tile<4xptr<f4E2M1FN>>
    %w = constant <f4E2M1FN: [6.0, 2.0, -0.5, 3.0]> : tile<4xf4E2M1FN>
    %mf = constant <i1: [true, false, true, false]> : tile<4xi1>
    %t1 = store_ptr_tko weak %qf, %w, %mf : tile<4xptr<f4E2M1FN>>, tile<4xf4E2M1FN>, tile<4xi1> -> token
    return
  }

  entry @weak_race_2d(%p: tile<ptr<i32>>) {
    %p1 = reshape %p : tile<ptr<i32>> -> tile<1x1xptr<i32>>
    %p4 = broadcast %p1 : tile<1x1xptr<i32>> -> tile<2x2xptr<i32>>
    %o = constant <i32: [[0, 1], [1, 2]]> : tile<2x2xi32>
    %q = offset %p4, %o : tile<2x2xptr<i32>>, tile<2x2xi32> -> tile<2x2xptr<i32>>
    %v = constant <i32: [[1, 2], [3, 4]]> : tile<2x2xi32>
    %t = store_ptr_tko weak %q, %v : tile<2x2xptr<i32>>, tile<2x2xi32> -> token
    return
  }

  testing$func @write_constant() -> (tile<2xi32>, tile<i32>) {
    %g = get_global @lut : tile<ptr<i32>>
    %v = constant <i32: 5> : tile<i32>
    %t0 = store_ptr_tko weak %g, %v : tile<ptr<i32>>, tile<i32> -> token
    %o, %t1 = atomic_rmw_tko relaxed device %g, xchg, %v : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %g1 = reshape %g : tile<ptr<i32>> -> tile<1xptr<i32>>
    %g2 = broadcast %g1 : tile<1xptr<i32>> -> tile<2xptr<i32>>
    %i = iota : tile<2xi32>
    %q = offset %g2, %i : tile<2xptr<i32>>, tile<2xi32> -> tile<2xptr<i32>>
    %r, %t2 = load_ptr_tko weak %q : tile<2xptr<i32>> -> tile<2xi32>, token
    return %r, %o : tile<2xi32>, tile<i32>
  }

  testing$func @misaligned_atomics(%p: tile<ptr<i8>>) -> (tile<i32>, tile<i32>) {
    %one = constant <i32: 1> : tile<i32>
    %q = offset %p, %one : tile<ptr<i8>>, tile<i32> -> tile<ptr<i8>>
    %w = ptr_to_ptr %q : tile<ptr<i8>> -> tile<ptr<i32>>
    %o, %t0 = atomic_rmw_tko relaxed device %w, add, %one : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %c, %t1 = atomic_cas_tko relaxed device %w, %one, %one token=%t0 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    return %o, %c : tile<i32>, tile<i32>
  }

  testing$func @global_roundtrip() -> tile<2xf64> {
    %g = get_global @data : tile<ptr<f64>>
    %g1 = reshape %g : tile<ptr<f64>> -> tile<1xptr<f64>>
    %g2 = broadcast %g1 : tile<1xptr<f64>> -> tile<2xptr<f64>>
    %i = iota : tile<2xi32>
    %q = offset %g2, %i : tile<2xptr<f64>>, tile<2xi32> -> tile<2xptr<f64>>
    %v = constant <f64: [2.5, -1.0]> : tile<2xf64>
    %t0 = store_ptr_tko weak %q, %v : tile<2xptr<f64>>, tile<2xf64> -> token
    %h = get_global @data : tile<ptr<f64>>
    %h1 = reshape %h : tile<ptr<f64>> -> tile<1xptr<f64>>
    %h2 = broadcast %h1 : tile<1xptr<f64>> -> tile<2xptr<f64>>
    %r = offset %h2, %i : tile<2xptr<f64>>, tile<2xi32> -> tile<2xptr<f64>>
    %w, %t1 = load_ptr_tko weak %r token=%t0 : tile<2xptr<f64>> -> tile<2xf64>, token
    return %w : tile<2xf64>
  }

  testing$func @alloca_in_if() -> tile<i32> {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %t = constant <i1: true> : tile<i1>
    %r = for %i in (%c0 to %c4, step %c1) : tile<i32> iter_values(%s = %c0) -> (tile<i32>) {
      %p = alloca num_elem = 1, alignment = 4 : tile<ptr<i32>>
      %t0 = store_ptr_tko weak %p, %i : tile<ptr<i32>>, tile<i32> -> token
      %v = if %t -> (tile<i32>) {
        %x, %t1 = load_ptr_tko weak %p token=%t0 : tile<ptr<i32>> -> tile<i32>, token
        yield %x : tile<i32>
      } else {
        yield %c0 : tile<i32>
      }
      %n = addi %s, %v : tile<i32>
      continue %n : tile<i32>
    }
    return %r : tile<i32>
  }

  entry @dangling_if() {
    %t = constant <i1: true> : tile<i1>
    %seed = alloca num_elem = 1, alignment = 8 : tile<ptr<i64>>
    %p = if %t -> (tile<ptr<i64>>) {
      %a = alloca num_elem = 2, alignment = 8 : tile<ptr<i64>>
      yield %a : tile<ptr<i64>>
    } else {
      yield %seed : tile<ptr<i64>>
    }
    %x = constant <i64: 1> : tile<i64>
    %t0 = store_ptr_tko weak %p, %x : tile<ptr<i64>>, tile<i64> -> token
    return
  }

  entry @dangling_next_iteration() {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %seed = alloca num_elem = 1, alignment = 2 : tile<ptr<f16>>
    %r = for %i in (%c0 to %c2, step %c1) : tile<i32> iter_values(%q = %seed) -> (tile<ptr<f16>>) {
      %v, %t0 = load_ptr_tko weak %q : tile<ptr<f16>> -> tile<f16>, token
      %p = alloca num_elem = 1, alignment = 2 : tile<ptr<f16>>
      continue %p : tile<ptr<f16>>
    }
    return
  }

  entry @alloca_overrun() {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %p = alloca num_elem = 2, alignment = 4 : tile<ptr<i32>>
    %c0 = constant <i32: 0> : tile<i32>
    %first = cmpi equal %x, %c0, signed : tile<i32> -> tile<i1>
    %n = select %first, %c0, %x : tile<i1>, tile<i32>
    %p1 = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %p4 = broadcast %p1 : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %i = iota : tile<4xi32>
    %n1 = reshape %n : tile<i32> -> tile<1xi32>
    %n4 = broadcast %n1 : tile<1xi32> -> tile<4xi32>
    %o = muli %i, %n4 : tile<4xi32>
    %q = offset %p4, %o : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %m = constant <i1: [true, true, true, false]> : tile<4xi1>
    %v, %t = load_ptr_tko weak %q, %m : tile<4xptr<i32>>, tile<4xi1> -> tile<4xi32>, token
    return
  }
}
