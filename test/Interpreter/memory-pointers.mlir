// load_ptr_tko and store_ptr_tko (tile-ir-ops.md §3.7): one scalar access per enabled lane.
// Pointer tiles are built from a buffer's base pointer with reshape, broadcast and offset.

// Gather with repeated addresses, any ordering.
// RUN: tilec run %s --entry gather --arg iota:f32:8 | FileCheck %s --check-prefix=GATHER
// GATHER: result #0: tile<4xf32> = [7, 0, 3, 3]
// GATHER-NEXT: result #1: tile<4xf32> = [7, 0, 3, 3]

// Masked-off lanes are not accessed (lane 3 points 400 bytes past the buffer) and yield the
// padding, or the undefined pattern without one (0xCDCDCDCD = -431602080).
// RUN: tilec run %s --entry masked_load --arg iota:f32:8 | FileCheck %s --check-prefix=MLOAD
// MLOAD: result #0: tile<4xf32> = [0, 1, -3, -4]
// MLOAD-NEXT: result #1: tile<4xf32> = [0, 1, -431602080, -431602080]

// A 2x2 pointer tile reads row-major; a scatter writes every lane; a masked scatter only the
// enabled ones.
// RUN: tilec run %s --entry rank2 --arg iota:i32:4 | FileCheck %s --check-prefix=RANK2
// RANK2: result #0: tile<2x2xi32> = {{\[}}[3, 2],
// RANK2-NEXT: [1, 0]]
// RUN: tilec run %s --entry scatter --arg zeros:i16:4 --arg zeros:i16:4 --print | FileCheck %s --check-prefix=SCATTER
// SCATTER: %a: i16[4] = [12, 11, 13, 10]
// SCATTER: %b: i16[4] = [12, 0, 0, 10]

// With a scope, duplicate addresses in one store do not race; the later lane wins here. In a
// weak store, duplicates in masked-off lanes do not count.
// RUN: tilec run %s --entry duplicates --arg zeros:i32:4 --arg zeros:i32:4 --print | FileCheck %s --check-prefix=DUP
// DUP: %a: i32[4] = [1, 3, 4, 0]
// DUP: %b: i32[4] = [1, 2, 4, 0]

// i1 lanes store 0x00/0x01 bytes and load back; tf32 keeps its value (low 13 bits zero).
// RUN: tilec run %s --entry small --arg zeros:i1:4 --arg zeros:tf32:2 --print | FileCheck %s --check-prefix=SMALL
// SMALL: result #0: tile<4xi1> = [true, false, true, true]
// SMALL: %b: i1[4] = [true, false, true, true]
// SMALL: %t: tf32[2] = [1.5, -0]

// A pointer to f4E2M1FN is a byte address: it designates the even element of a packed pair (the
// low nibble), the only elements `offset` reaches (§2.4). Memory 0, 1, 2, 3: lanes at element
// offsets 0 and 2 read 0 and 2, and writing 6 and -1 there leaves elements 1 and 3 alone.
// RUN: tilec run %s --entry nibbles --arg iota:f4E2M1FN:4 --print | FileCheck %s --check-prefix=NIBBLES
// NIBBLES: result #0: tile<2xf4E2M1FN> = [0, 2]
// NIBBLES: %p: f4E2M1FN[4] = [6, 1, -1, 3]

// Checked mode: an enabled lane outside every buffer is an error naming the lane; two enabled
// lanes of a weak store at one address are a data race.
// RUN: not tilec run %s --entry load_past --arg iota:f32:8 2>&1 | FileCheck %s --check-prefix=LOADPAST
// LOADPAST: error: load_ptr_tko: lane [3]: read of 4 bytes at 0x{{[0-9a-f]+}} is out of bounds of buffer %p (byte offset 400, size 32) (in tile block (0, 0, 0))
// RUN: not tilec run %s --entry store_past --arg zeros:i32:4 2>&1 | FileCheck %s --check-prefix=STOREPAST
// STOREPAST: error: store_ptr_tko: lane [1, 0]: write of 4 bytes at 0x{{[0-9a-f]+}} is out of bounds of buffer %p (byte offset 16, size 16)
// RUN: not tilec run %s --entry weak_race --arg zeros:i32:4 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: error: store_ptr_tko: lanes [1] and [2] both write 0x{{[0-9a-f]+}} in one weak store, a data race: the elements of a weak store must write distinct locations

// Unchecked mode skips such lanes: a load lane holds the undefined pattern, a store lane is
// not written (the others are), and the weak store's later lane wins.
// RUN: tilec run %s --unchecked --entry load_past --arg iota:f32:8 | FileCheck %s --check-prefix=UNLOAD
// UNLOAD: result #0: tile<4xf32> = [0, 1, 2, -431602080]
// RUN: tilec run %s --unchecked --entry store_past --arg zeros:i32:4 --print | FileCheck %s --check-prefix=UNSTORE
// UNSTORE: %p: i32[4] = [5, 6, 0, 0]
// RUN: tilec run %s --unchecked --entry weak_race --arg zeros:i32:4 --print | FileCheck %s --check-prefix=UNRACE
// UNRACE: %p: i32[4] = [1, 3, 4, 0]

cuda_tile.module @m {
  testing$func @gather(%p: tile<ptr<f32>>) -> (tile<4xf32>, tile<4xf32>) {
    %p1 = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %p4 = broadcast %p1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %o = constant <i32: [7, 0, 3, 3]> : tile<4xi32>
    %q = offset %p4, %o : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %a, %t0 = load_ptr_tko weak %q : tile<4xptr<f32>> -> tile<4xf32>, token
    %b, %t1 = load_ptr_tko acquire sys %q token=%t0 : tile<4xptr<f32>> -> tile<4xf32>, token
    return %a, %b : tile<4xf32>, tile<4xf32>
  }

  testing$func @masked_load(%p: tile<ptr<f32>>) -> (tile<4xf32>, tile<4xf32>) {
    %p1 = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %p4 = broadcast %p1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %o = constant <i32: [0, 1, 2, 100]> : tile<4xi32>
    %q = offset %p4, %o : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %m = constant <i1: [true, true, false, false]> : tile<4xi1>
    %pad = constant <f32: [-1.0, -2.0, -3.0, -4.0]> : tile<4xf32>
    %a, %t0 = load_ptr_tko relaxed device %q, %m, %pad : tile<4xptr<f32>>, tile<4xi1>, tile<4xf32> -> tile<4xf32>, token
    %b, %t1 = load_ptr_tko weak %q, %m : tile<4xptr<f32>>, tile<4xi1> -> tile<4xf32>, token
    return %a, %b : tile<4xf32>, tile<4xf32>
  }

  testing$func @rank2(%p: tile<ptr<i32>>) -> tile<2x2xi32> {
    %p1 = reshape %p : tile<ptr<i32>> -> tile<1x1xptr<i32>>
    %p4 = broadcast %p1 : tile<1x1xptr<i32>> -> tile<2x2xptr<i32>>
    %o = constant <i32: [[3, 2], [1, 0]]> : tile<2x2xi32>
    %q = offset %p4, %o : tile<2x2xptr<i32>>, tile<2x2xi32> -> tile<2x2xptr<i32>>
    %a, %t0 = load_ptr_tko weak %q : tile<2x2xptr<i32>> -> tile<2x2xi32>, token
    return %a : tile<2x2xi32>
  }

  entry @scatter(%a: tile<ptr<i16>>, %b: tile<ptr<i16>>) {
    %o = constant <i32: [3, 1, 0, 2]> : tile<4xi32>
    %v = constant <i16: [10, 11, 12, 13]> : tile<4xi16>
    %m = constant <i1: [true, false, true, false]> : tile<4xi1>
    %a1 = reshape %a : tile<ptr<i16>> -> tile<1xptr<i16>>
    %a4 = broadcast %a1 : tile<1xptr<i16>> -> tile<4xptr<i16>>
    %qa = offset %a4, %o : tile<4xptr<i16>>, tile<4xi32> -> tile<4xptr<i16>>
    %t0 = store_ptr_tko weak %qa, %v : tile<4xptr<i16>>, tile<4xi16> -> token
    %b1 = reshape %b : tile<ptr<i16>> -> tile<1xptr<i16>>
    %b4 = broadcast %b1 : tile<1xptr<i16>> -> tile<4xptr<i16>>
    %qb = offset %b4, %o : tile<4xptr<i16>>, tile<4xi32> -> tile<4xptr<i16>>
    %t1 = store_ptr_tko release device %qb, %v, %m : tile<4xptr<i16>>, tile<4xi16>, tile<4xi1> -> token
    return
  }

  entry @duplicates(%a: tile<ptr<i32>>, %b: tile<ptr<i32>>) {
    %o = constant <i32: [0, 1, 1, 2]> : tile<4xi32>
    %v = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %m = constant <i1: [true, true, false, true]> : tile<4xi1>
    %a1 = reshape %a : tile<ptr<i32>> -> tile<1xptr<i32>>
    %a4 = broadcast %a1 : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %qa = offset %a4, %o : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %t0 = store_ptr_tko relaxed tl_blk %qa, %v : tile<4xptr<i32>>, tile<4xi32> -> token
    %b1 = reshape %b : tile<ptr<i32>> -> tile<1xptr<i32>>
    %b4 = broadcast %b1 : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %qb = offset %b4, %o : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %t1 = store_ptr_tko weak %qb, %v, %m : tile<4xptr<i32>>, tile<4xi32>, tile<4xi1> -> token
    return
  }

  testing$func @small(%b: tile<ptr<i1>>, %t: tile<ptr<tf32>>) -> tile<4xi1> {
    %o = iota : tile<4xi32>
    %b1 = reshape %b : tile<ptr<i1>> -> tile<1xptr<i1>>
    %b4 = broadcast %b1 : tile<1xptr<i1>> -> tile<4xptr<i1>>
    %qb = offset %b4, %o : tile<4xptr<i1>>, tile<4xi32> -> tile<4xptr<i1>>
    %vb = constant <i1: [true, false, true, true]> : tile<4xi1>
    %t0 = store_ptr_tko weak %qb, %vb : tile<4xptr<i1>>, tile<4xi1> -> token
    %lb, %t1 = load_ptr_tko weak %qb token=%t0 : tile<4xptr<i1>> -> tile<4xi1>, token
    %o2 = iota : tile<2xi32>
    %t2 = reshape %t : tile<ptr<tf32>> -> tile<1xptr<tf32>>
    %t4 = broadcast %t2 : tile<1xptr<tf32>> -> tile<2xptr<tf32>>
    %qt = offset %t4, %o2 : tile<2xptr<tf32>>, tile<2xi32> -> tile<2xptr<tf32>>
    %vt = constant <tf32: [1.5, -0.0]> : tile<2xtf32>
    %t3 = store_ptr_tko weak %qt, %vt : tile<2xptr<tf32>>, tile<2xtf32> -> token
    return %lb : tile<4xi1>
  }

  testing$func @nibbles(%p: tile<ptr<f4E2M1FN>>) -> tile<2xf4E2M1FN> {
    %p1 = reshape %p : tile<ptr<f4E2M1FN>> -> tile<1xptr<f4E2M1FN>>
    %p2 = broadcast %p1 : tile<1xptr<f4E2M1FN>> -> tile<2xptr<f4E2M1FN>>
    %o = constant <i32: [0, 2]> : tile<2xi32>
    %q = offset %p2, %o : tile<2xptr<f4E2M1FN>>, tile<2xi32> -> tile<2xptr<f4E2M1FN>>
    %a, %t0 = load_ptr_tko weak %q : tile<2xptr<f4E2M1FN>> -> tile<2xf4E2M1FN>, token
    %v = constant <f4E2M1FN: [6.0, -1.0]> : tile<2xf4E2M1FN>
    %t1 = store_ptr_tko weak %q, %v token=%t0 : tile<2xptr<f4E2M1FN>>, tile<2xf4E2M1FN> -> token
    return %a : tile<2xf4E2M1FN>
  }

  testing$func @load_past(%p: tile<ptr<f32>>) -> tile<4xf32> {
    %p1 = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %p4 = broadcast %p1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %o = constant <i32: [0, 1, 2, 100]> : tile<4xi32>
    %q = offset %p4, %o : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %a, %t0 = load_ptr_tko weak %q : tile<4xptr<f32>> -> tile<4xf32>, token
    return %a : tile<4xf32>
  }

  entry @store_past(%p: tile<ptr<i32>>) {
    %p1 = reshape %p : tile<ptr<i32>> -> tile<1x1xptr<i32>>
    %p4 = broadcast %p1 : tile<1x1xptr<i32>> -> tile<2x2xptr<i32>>
    %o = constant <i32: [[0, 1], [4, 5]]> : tile<2x2xi32>
    %q = offset %p4, %o : tile<2x2xptr<i32>>, tile<2x2xi32> -> tile<2x2xptr<i32>>
    %v = constant <i32: [[5, 6], [7, 8]]> : tile<2x2xi32>
    %t = store_ptr_tko weak %q, %v : tile<2x2xptr<i32>>, tile<2x2xi32> -> token
    return
  }

  entry @weak_race(%p: tile<ptr<i32>>) {
    %p1 = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %p4 = broadcast %p1 : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %o = constant <i32: [0, 1, 1, 2]> : tile<4xi32>
    %q = offset %p4, %o : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %v = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %t = store_ptr_tko weak %q, %v : tile<4xptr<i32>>, tile<4xi32> -> token
    return
  }
}
