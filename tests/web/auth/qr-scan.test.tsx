import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import LoginPage from "@/app/routes/auth/login";
import { classCodeFromQr } from "@/features/identity/auth/hooks/use-qr-scanner";
import { renderPage, stubFetch } from "../render";
import { classListHandler, resetSession, schoolHost } from "./fixtures";

describe("class code from a QR code", () => {
  it.each([
    ["https://greenfield.example.org/login?class=GREEN4", "GREEN4"],
    ["http://greenfield.localhost:8787/login?class=green4&x=1", "GREEN4"],
    ["river5", "RIVER5"],
    ["https://greenfield.example.org/login", null],
    ["https://greenfield.example.org/login?class=no!", null],
    ["hello world", null],
  ])("%s → %s", (text, code) => {
    expect(classCodeFromQr(text)).toBe(code);
  });
});

describe("Scan QR code", () => {
  const stop = vi.fn();
  const getUserMedia = vi.fn();

  beforeEach(() => {
    resetSession();
    stop.mockReset();
    getUserMedia.mockReset().mockResolvedValue({ getTracks: () => [{ stop }] });
    Object.defineProperty(navigator, "mediaDevices", { configurable: true, value: { getUserMedia } });
    vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, "readyState", "get").mockReturnValue(HTMLMediaElement.HAVE_ENOUGH_DATA);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(window, "BarcodeDetector");
    Reflect.deleteProperty(navigator, "mediaDevices");
  });

  async function openScanner() {
    stubFetch({ "GET /api/current-tenant": schoolHost, "GET /api/list-student-in-class/GREEN4/": classListHandler() });
    const user = userEvent.setup();
    renderPage(<LoginPage />, { path: "/login", route: "/login" });
    await user.click(screen.getByRole("button", { name: /Student Login/ }));
    await user.click(screen.getByRole("button", { name: "Scan QR code" }));
    return user;
  }

  it("opens the rear camera, reads the class from the QR's login link and shows the class list", async () => {
    (window as { BarcodeDetector?: unknown }).BarcodeDetector = class {
      static getSupportedFormats = async () => ["qr_code"];
      async detect() {
        return [{ rawValue: "https://greenfield.localhost/login?class=GREEN4" }];
      }
    };
    await openScanner();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: "environment" }, audio: false });
    expect(await screen.findByRole("heading", { level: 1, name: "Find your profile" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Ava F." })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(stop).toHaveBeenCalled();
  });

  it("explains a refused camera, and Cancel closes the dialog and releases nothing it did not get", async () => {
    getUserMedia.mockRejectedValue(Object.assign(new Error("denied"), { name: "NotAllowedError" }));
    const user = await openScanner();
    expect(await screen.findByRole("alert")).toHaveTextContent("Camera access was not allowed");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByLabelText("Class code")).toBeInTheDocument();
  });

  it("Cancel while scanning stops the camera", async () => {
    (window as { BarcodeDetector?: unknown }).BarcodeDetector = class {
      static getSupportedFormats = async () => ["qr_code"];
      async detect() {
        return [];
      }
    };
    const user = await openScanner();
    expect(await screen.findByText("Looking for a QR code…")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(stop).toHaveBeenCalled();
  });
});
