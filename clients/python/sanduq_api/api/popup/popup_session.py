from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.popup_session_body import PopupSessionBody
from ...models.popup_session_response_200 import PopupSessionResponse200
from ...models.popup_session_response_401 import PopupSessionResponse401
from ...models.popup_session_response_403 import PopupSessionResponse403
from ...models.popup_session_response_404 import PopupSessionResponse404
from ...models.popup_session_response_422 import PopupSessionResponse422
from ...models.popup_session_response_429 import PopupSessionResponse429
from ...models.popup_session_response_500 import PopupSessionResponse500
from ...models.popup_session_response_503 import PopupSessionResponse503
from typing import cast



def _get_kwargs(
    *,
    body: PopupSessionBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/embedded/popup/session",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PopupSessionResponse200 | PopupSessionResponse401 | PopupSessionResponse403 | PopupSessionResponse404 | PopupSessionResponse422 | PopupSessionResponse429 | PopupSessionResponse500 | PopupSessionResponse503 | None:
    if response.status_code == 200:
        response_200 = PopupSessionResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = PopupSessionResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = PopupSessionResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = PopupSessionResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 422:
        response_422 = PopupSessionResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = PopupSessionResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = PopupSessionResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = PopupSessionResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[PopupSessionResponse200 | PopupSessionResponse401 | PopupSessionResponse403 | PopupSessionResponse404 | PopupSessionResponse422 | PopupSessionResponse429 | PopupSessionResponse500 | PopupSessionResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PopupSessionBody,

) -> Response[PopupSessionResponse200 | PopupSessionResponse401 | PopupSessionResponse403 | PopupSessionResponse404 | PopupSessionResponse422 | PopupSessionResponse429 | PopupSessionResponse500 | PopupSessionResponse503]:
    """ The popup reads what it shows

     A popup sends its opener's origin; a merchant that registered its sites (branding popup_origins)
    answers FORBIDDEN to any other, so another site cannot open its checkout.

    Args:
        body (PopupSessionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PopupSessionResponse200 | PopupSessionResponse401 | PopupSessionResponse403 | PopupSessionResponse404 | PopupSessionResponse422 | PopupSessionResponse429 | PopupSessionResponse500 | PopupSessionResponse503]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: PopupSessionBody,

) -> PopupSessionResponse200 | PopupSessionResponse401 | PopupSessionResponse403 | PopupSessionResponse404 | PopupSessionResponse422 | PopupSessionResponse429 | PopupSessionResponse500 | PopupSessionResponse503 | None:
    """ The popup reads what it shows

     A popup sends its opener's origin; a merchant that registered its sites (branding popup_origins)
    answers FORBIDDEN to any other, so another site cannot open its checkout.

    Args:
        body (PopupSessionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PopupSessionResponse200 | PopupSessionResponse401 | PopupSessionResponse403 | PopupSessionResponse404 | PopupSessionResponse422 | PopupSessionResponse429 | PopupSessionResponse500 | PopupSessionResponse503
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PopupSessionBody,

) -> Response[PopupSessionResponse200 | PopupSessionResponse401 | PopupSessionResponse403 | PopupSessionResponse404 | PopupSessionResponse422 | PopupSessionResponse429 | PopupSessionResponse500 | PopupSessionResponse503]:
    """ The popup reads what it shows

     A popup sends its opener's origin; a merchant that registered its sites (branding popup_origins)
    answers FORBIDDEN to any other, so another site cannot open its checkout.

    Args:
        body (PopupSessionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PopupSessionResponse200 | PopupSessionResponse401 | PopupSessionResponse403 | PopupSessionResponse404 | PopupSessionResponse422 | PopupSessionResponse429 | PopupSessionResponse500 | PopupSessionResponse503]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: PopupSessionBody,

) -> PopupSessionResponse200 | PopupSessionResponse401 | PopupSessionResponse403 | PopupSessionResponse404 | PopupSessionResponse422 | PopupSessionResponse429 | PopupSessionResponse500 | PopupSessionResponse503 | None:
    """ The popup reads what it shows

     A popup sends its opener's origin; a merchant that registered its sites (branding popup_origins)
    answers FORBIDDEN to any other, so another site cannot open its checkout.

    Args:
        body (PopupSessionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PopupSessionResponse200 | PopupSessionResponse401 | PopupSessionResponse403 | PopupSessionResponse404 | PopupSessionResponse422 | PopupSessionResponse429 | PopupSessionResponse500 | PopupSessionResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
