cuda_tile.module @m {
  testing$func @alloca_alignment() -> (tile<i64>, tile<i64>, tile<i64>) {
    %a = alloca num_elem = 3, alignment = 64 : tile<ptr<f32>>
    %b = alloca num_elem = 1, alignment = 4096 global : tile<ptr<i8>>
    %c = alloca num_elem = 5, alignment = 256 : tile<ptr<f4E2M1FN>>
    %ia = ptr_to_int %a : tile<ptr<f32>> -> tile<i64>
    %ib = ptr_to_int %b : tile<ptr<i8>> -> tile<i64>
    %ic = ptr_to_int %c : tile<ptr<f4E2M1FN>> -> tile<i64>
    %k64 = constant <i64: 64> : tile<i64>
    %k4096 = constant <i64: 4096> : tile<i64>
    %k256 = constant <i64: 256> : tile<i64>
    %ra = remi %ia, %k64 unsigned : tile<i64>
    %rb = remi %ib, %k4096 unsigned : tile<i64>
    %rc = remi %ic, %k256 unsigned : tile<i64>
    return %ra, %rb, %rc : tile<i64>, tile<i64>, tile<i64>
  }
  testing$func @i1_bytes(%p: tile<ptr<i8>>) -> tile<4xi1> {
    %p1 = reshape %p : tile<ptr<i8>> -> tile<1xptr<i8>>
    %p4 = broadcast %p1 : tile<1xptr<i8>> -> tile<4xptr<i8>>
    %i4 = iota : tile<4xi32>
    %q = offset %p4, %i4 : tile<4xptr<i8>>, tile<4xi32> -> tile<4xptr<i8>>
    %b = ptr_to_ptr %q : tile<4xptr<i8>> -> tile<4xptr<i1>>
    %v, %t0 = load_ptr_tko weak %b : tile<4xptr<i1>> -> tile<4xi1>, token
    %w = constant <i1: [true, false, true, true]> : tile<4xi1>
    %t1 = store_ptr_tko weak %b, %w token=%t0 : tile<4xptr<i1>>, tile<4xi1> -> token
    return %v : tile<4xi1>
  }
  testing$func @tf32_container(%p: tile<ptr<i32>>) -> (tile<tf32>, tile<i32>) {
    %bits = constant <i32: 0x3FC01FFF> : tile<i32>
    %t0 = store_ptr_tko weak %p, %bits : tile<ptr<i32>>, tile<i32> -> token
    %f = ptr_to_ptr %p : tile<ptr<i32>> -> tile<ptr<tf32>>
    %v, %t1 = load_ptr_tko weak %f token=%t0 : tile<ptr<tf32>> -> tile<tf32>, token
    %p1 = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %one = constant <i32: [1]> : tile<1xi32>
    %q1 = offset %p1, %one : tile<1xptr<i32>>, tile<1xi32> -> tile<1xptr<i32>>
    %q = reshape %q1 : tile<1xptr<i32>> -> tile<ptr<i32>>
    %minus = constant <i32: -1> : tile<i32>
    %t2 = store_ptr_tko weak %q, %minus token=%t1 : tile<ptr<i32>>, tile<i32> -> token
    %g = ptr_to_ptr %q : tile<ptr<i32>> -> tile<ptr<tf32>>
    %x = constant <tf32: 1.5> : tile<tf32>
    %t3 = store_ptr_tko weak %g, %x token=%t2 : tile<ptr<tf32>>, tile<tf32> -> token
    %w, %t4 = load_ptr_tko weak %q token=%t3 : tile<ptr<i32>> -> tile<i32>, token
    return %v, %w : tile<tf32>, tile<i32>
  }
  testing$func @misaligned_load(%p: tile<ptr<i8>>) -> tile<i32> {
    %p1 = reshape %p : tile<ptr<i8>> -> tile<1xptr<i8>>
    %one = constant <i32: [1]> : tile<1xi32>
    %q1 = offset %p1, %one : tile<1xptr<i8>>, tile<1xi32> -> tile<1xptr<i8>>
    %q = reshape %q1 : tile<1xptr<i8>> -> tile<ptr<i8>>
    %w = ptr_to_ptr %q : tile<ptr<i8>> -> tile<ptr<i32>>
    %v, %t = load_ptr_tko weak %w : tile<ptr<i32>> -> tile<i32>, token
    return %v : tile<i32>
  }
  entry @misaligned_store(%p: tile<ptr<i8>>) {
    %p1 = reshape %p : tile<ptr<i8>> -> tile<1xptr<i8>>
    %p2 = broadcast %p1 : tile<1xptr<i8>> -> tile<2xptr<i8>>
    %o = constant <i32: [2, 5]> : tile<2xi32>
    %q = offset %p2, %o : tile<2xptr<i8>>, tile<2xi32> -> tile<2xptr<i8>>
    %h = ptr_to_ptr %q : tile<2xptr<i8>> -> tile<2xptr<f16>>
    %x = constant <f16: [1.0, 2.0]> : tile<2xf16>
    %t = store_ptr_tko weak %h, %x : tile<2xptr<f16>>, tile<2xf16> -> token
    return
  }
  entry @misaligned_atomic(%p: tile<ptr<i8>>) {
    %p1 = reshape %p : tile<ptr<i8>> -> tile<1xptr<i8>>
    %four = constant <i32: [4]> : tile<1xi32>
    %q1 = offset %p1, %four : tile<1xptr<i8>>, tile<1xi32> -> tile<1xptr<i8>>
    %q = reshape %q1 : tile<1xptr<i8>> -> tile<ptr<i8>>
    %w = ptr_to_ptr %q : tile<ptr<i8>> -> tile<ptr<i64>>
    %c = constant <i64: 0> : tile<i64>
    %o, %t = atomic_cas_tko relaxed device %w, %c, %c : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    return
  }
}
